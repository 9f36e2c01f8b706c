/**
 * An expected failure whose message (from the specification) is shown to the person as it is. Its own module so
 * that domain code shared with the job worker (scripts/worker.ts) can throw it without loading server/action.ts,
 * which reads the session through next/navigation and cannot load outside Next.
 */
export class ActionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ActionError';
  }
}
