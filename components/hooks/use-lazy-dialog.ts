'use client';

import { useRef, useState } from 'react';
import { hydratingLook, useHydrated } from './use-hydrated';
import { useOpenedOnce } from './use-opened-once';

/**
 * A button whose dialog code is fetched when wanted (D80, the client page's first-load JS): the chunk starts
 * loading on hover or focus, the dialog mounts on the first click and stays mounted so it can animate closed
 * (useOpenedOnce), and focus returns to the button (there is no Radix trigger to return it to).
 */
export function useLazyDialog(preload: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const wanted = useOpenedOnce(open);
  const returnFocus = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const trigger = {
    ref: returnFocus,
    disabled: !hydrated,
    className: hydratingLook(hydrated),
    'aria-haspopup': 'dialog' as const,
    onPointerEnter: () => void preload(),
    onFocus: () => void preload(),
    onClick: () => setOpen(true),
  };
  return { open, setOpen, wanted, trigger, returnFocus };
}
