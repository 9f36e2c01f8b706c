'use client';

import { useEffect, useRef, useState } from 'react';

/**
 * The forms with unsaved changes (D268). Each staff form says whether it holds work not yet saved; the one guard of
 * the back office (components/forms/leave-guard.tsx) asks before a link, the browser's back or a reload throws that
 * work away. A module store, not a context: a form anywhere under the layout registers without a provider prop.
 */
const dirtyForms = new Set<symbol>();
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export const leaveGuardStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  hasUnsavedWork: () => dirtyForms.size > 0,
  set(form: symbol, dirty: boolean) {
    const had = dirtyForms.has(form);
    if (dirty === had) return;
    if (dirty) dirtyForms.add(form);
    else dirtyForms.delete(form);
    emit();
  },
  /** "Sair sem salvar": the work is given up, so nothing asks again on the way out. */
  release() {
    if (dirtyForms.size === 0) return;
    dirtyForms.clear();
    emit();
  },
};

/**
 * Marks the calling form as holding unsaved work while `dirty` is true. A form that saves and stays on its page passes
 * false once saved (react-hook-form's `reset` to the saved values, or the saved snapshot for a state form); a form
 * that navigates away after saving unmounts, which clears it.
 */
export function useLeaveGuard(dirty: boolean) {
  const key = useRef<symbol | null>(null);
  key.current ??= Symbol('form');
  useEffect(() => {
    const form = key.current!;
    leaveGuardStore.set(form, dirty);
    return () => leaveGuardStore.set(form, false);
  }, [dirty]);
}

/** Whether a form's fields differ from what was loaded or last saved (for forms kept in React state). */
export function differs(current: unknown, saved: unknown): boolean {
  return JSON.stringify(current) !== JSON.stringify(saved);
}

/**
 * A form's fields kept in React state and the state it last saved (D268): leaving with a difference asks first. Call
 * `markSaved(submitted)` once the action succeeded: the refreshed page's props come back normalised (trimmed lines, a
 * number for a text) and are never compared, so a save never leaves the question behind.
 */
export function useGuardedState<T>(initial: T) {
  const [value, setValue] = useState(initial);
  const [saved, markSaved] = useState(initial);
  useLeaveGuard(differs(value, saved));
  return [value, setValue, markSaved] as const;
}
