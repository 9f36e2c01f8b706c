/**
 * Document 001 §4 (PDF viewer loading) and §9 (time-outs): when pdf.js cannot draw the document,
 * the viewer tries an iframe, a restricted iframe, an object tag and a new tab, in that order,
 * waiting 1 s between methods.
 */
export const FALLBACK_METHODS = ['iframe', 'restricted', 'object', 'newTab'] as const;
export type FallbackMethod = (typeof FALLBACK_METHODS)[number];
export type LoadState = 'idle' | 'loading' | 'success' | 'error';

/** Milliseconds before a method counts as failed; the new tab has none. */
export const METHOD_TIMEOUT: Record<FallbackMethod, number | null> = {
  iframe: 5000,
  restricted: 3000,
  object: 4000,
  newTab: null,
};

export const NEXT_METHOD_DELAY = 1000;

/** §9: the emptiness check runs after the smaller of (time-out − 1000) and 3000 ms. */
export function emptinessCheckDelay(method: FallbackMethod): number | null {
  const timeout = METHOD_TIMEOUT[method];
  return timeout === null ? null : Math.min(timeout - 1000, 3000);
}

/** The method after this one, or null when the chain is exhausted. */
export function nextMethod(method: FallbackMethod): FallbackMethod | null {
  const index = FALLBACK_METHODS.indexOf(method);
  return FALLBACK_METHODS[index + 1] ?? null;
}

export const ALL_FAILED = 'All loading methods failed';

export type ChainState = {
  method: FallbackMethod;
  state: LoadState;
  /** Methods tried so far, for "Tentamos N métodos diferentes". */
  tried: number;
  /** When true, a failure stops instead of moving on (the user forced one method). */
  forced: boolean;
  log: string[];
};

export type ChainEvent =
  | { type: 'start'; method?: FallbackMethod; forced?: boolean }
  | { type: 'success' }
  | { type: 'fail'; reason: string }
  | { type: 'advance' };

export const initialChain: ChainState = { method: 'iframe', state: 'idle', tried: 0, forced: false, log: [] };

/**
 * The chain as a reducer: 'fail' marks the current method failed; 'advance' (sent 1 s later) moves to
 * the next method, or records ALL_FAILED when none is left.
 */
export function chainReducer(chain: ChainState, event: ChainEvent): ChainState {
  switch (event.type) {
    case 'start': {
      const method = event.method ?? 'iframe';
      return {
        method,
        state: 'loading',
        tried: 1,
        forced: Boolean(event.forced),
        log: [...chain.log, `${method}: loading`],
      };
    }
    case 'success':
      return chain.state === 'loading'
        ? { ...chain, state: 'success', log: [...chain.log, `${chain.method}: success`] }
        : chain;
    case 'fail':
      return chain.state === 'loading'
        ? { ...chain, state: 'error', log: [...chain.log, `${chain.method}: ${event.reason}`] }
        : chain;
    case 'advance': {
      if (chain.state !== 'error') return chain;
      const next = chain.forced ? null : nextMethod(chain.method);
      if (!next) return chain.log.at(-1) === ALL_FAILED ? chain : { ...chain, log: [...chain.log, ALL_FAILED] };
      return {
        ...chain,
        method: next,
        state: 'loading',
        tried: chain.tried + 1,
        log: [...chain.log, `${next}: loading`],
      };
    }
  }
}

/** True once the chain has stopped on a failure (all methods, or the forced one). */
export function chainExhausted(chain: ChainState): boolean {
  return chain.state === 'error' && chain.log.at(-1) === ALL_FAILED;
}
