import { useState } from 'react';

/**
 * A plain button standing in for a component loaded on demand that brings its own trigger (a Radix menu or
 * popover, which is positioned against that trigger, unlike the centred dialogs of useLazyDialog): the code starts
 * loading on hover or focus, and the first press swaps the plain button for the component, which mounts open.
 */
export function useSwapOnPress(preload: () => Promise<unknown>) {
  const [pressed, setPressed] = useState(false);
  const trigger = {
    onPointerEnter: () => void preload(),
    onFocus: () => void preload(),
    onClick: () => setPressed(true),
  };
  return { pressed, trigger };
}
