import 'server-only';
import { problemMessage, type PixFailureKind, type PixProblem } from '@/lib/pix/problem';
import { ActionError } from '@/server/platform/action-error';

/**
 * A failed call to the API Pix. It is an ActionError, so an action that lets it through answers with its
 * Portuguese message (lib/pix/problem.ts) and rolls back: the charge stays as it was.
 */
export class PixApiError extends ActionError {
  readonly kind: PixFailureKind;
  readonly status: number | null;
  readonly problem: PixProblem | null;

  constructor(
    kind: PixFailureKind,
    options: { status?: number | null; problem?: PixProblem | null; cause?: unknown } = {},
  ) {
    super(problemMessage(kind, options.problem));
    this.name = 'PixApiError';
    this.kind = kind;
    this.status = options.status ?? null;
    this.problem = options.problem ?? null;
    if (options.cause) this.cause = options.cause;
  }
}
