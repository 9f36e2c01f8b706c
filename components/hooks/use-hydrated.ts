import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and while the page hydrates, true once React runs it: a button whose work
 * needs JavaScript stays disabled until a tap on it can do something (on a slow phone, or a test that
 * clicks as soon as the button shows, a tap before that would be lost).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * The class for such a button while the page hydrates: it keeps its normal look, so that pages do not
 * flash dimmed buttons on every load (it still ignores taps until then).
 */
export const hydratingLook = (hydrated: boolean) => (hydrated ? undefined : 'disabled:opacity-100');
