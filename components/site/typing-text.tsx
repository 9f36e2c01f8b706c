'use client';

import { useEffect, useState } from 'react';

/** Document 000 §9, typing animation. */
export const TYPING = { typeMs: 120, deleteMs: 60, pauseMs: 2500, startDelayMs: 600 } as const;

/**
 * Types and deletes the phrases in turn. The server renders the first phrase whole (readable without
 * JavaScript and stable for the first paint); under prefers-reduced-motion nothing moves.
 */
export function TypingText({ phrases, className }: { phrases: readonly string[]; className?: string }) {
  const [state, setState] = useState({ index: 0, length: phrases[0].length, deleting: false });

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let timer: number;
    // The first phrase is already whole: after the start delay and the pause, deleting begins.
    let current = { index: 0, length: phrases[0].length, deleting: true };
    const step = () => {
      let delay: number;
      if (current.deleting) {
        const length = current.length - 1;
        current =
          length > 0
            ? { ...current, length }
            : { index: (current.index + 1) % phrases.length, length: 0, deleting: false };
        delay = length > 0 ? TYPING.deleteMs : TYPING.typeMs;
      } else {
        const length = current.length + 1;
        const done = length >= phrases[current.index].length;
        current = { ...current, length, deleting: done };
        delay = done ? TYPING.pauseMs : TYPING.typeMs;
      }
      setState(current);
      timer = window.setTimeout(step, delay);
    };
    timer = window.setTimeout(step, TYPING.startDelayMs + TYPING.pauseMs);
    return () => window.clearTimeout(timer);
  }, [phrases]);

  return (
    <span className={className}>
      <span className="sr-only">{phrases[0]}</span>
      <span aria-hidden data-testid="typing-text">
        {phrases[state.index].slice(0, state.length)}
        <span
          className="ml-0.5 inline-block w-[3px] animate-pulse bg-current align-[-0.1em] motion-reduce:animate-none"
          style={{ height: '0.9em' }}
        />
      </span>
    </span>
  );
}
