import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins classes, the later winning where two conflict (tailwind-merge). */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/**
 * Joins classes that never conflict, without tailwind-merge: its first call builds its whole rule set,
 * about 100 ms of a slow phone's main thread, so the pages a client opens from a link (the signing page)
 * use this instead (D86).
 */
export function cx(...inputs: ClassValue[]) {
  return clsx(inputs);
}
