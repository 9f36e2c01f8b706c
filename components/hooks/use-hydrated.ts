import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and while the page hydrates, true once React runs it: a button whose work
 * needs JavaScript stays disabled until a tap on it can do something (on a slow phone, or a test that
 * clicks as soon as the button shows, a tap before that would be lost).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
