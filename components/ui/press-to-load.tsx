'use client';

import { cloneElement, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';

type PlaceholderProps = { onClick?: () => void; onPointerEnter?: () => void; onFocus?: () => void; disabled?: boolean; 'aria-busy'?: boolean };

/**
 * Issue 22: a button whose component brings its own dialog (and so Radix) into a list's first load. Until
 * pressed, `placeholder` — a look-alike of that component's trigger — stands in its place; the first press
 * mounts `children` (a `next/dynamic` component, fetched then), waits for its trigger button to appear and
 * presses it, so the one click opens the dialog. From then on the real component stays, with its own focus
 * handling. `preload` starts the fetch on hover or focus.
 */
export function PressToLoad({ placeholder, preload, children }: { placeholder: ReactElement<PlaceholderProps>; preload: () => unknown; children: ReactNode }) {
  const [state, setState] = useState<'idle' | 'loading' | 'ready'>('idle');
  const box = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const root = box.current;
    if (state !== 'loading' || !root) return;
    const press = () => {
      const trigger = root.querySelector('button');
      if (!trigger) return false;
      setState('ready');
      trigger.click();
      return true;
    };
    if (press()) return;
    const watch = new MutationObserver(() => {
      if (press()) watch.disconnect();
    });
    watch.observe(root, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, [state]);

  return (
    <>
      {state !== 'idle' && (
        <span ref={box} className="contents">
          {children}
        </span>
      )}
      {state !== 'ready' &&
        cloneElement(placeholder, {
          onClick: () => setState('loading'),
          onPointerEnter: () => void preload(),
          onFocus: () => void preload(),
          disabled: state === 'loading',
          'aria-busy': state === 'loading' || undefined,
        })}
    </>
  );
}
