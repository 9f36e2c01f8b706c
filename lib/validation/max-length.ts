import type { ZodType } from 'zod';

/**
 * The most characters a text field's schema accepts, read from the schema itself (D268), so that a form's counter
 * and the refusal after saving can never disagree: zod keeps a string's `.max()` as `maxLength`; wrappers
 * (optional, nullable, default, catch) and pipes (`.transform`) are looked through to the string they start from.
 * Null when the schema sets no limit.
 */
export function stringMax(schema: ZodType): number | null {
  let current: unknown = schema;
  for (let depth = 0; depth < 8 && current; depth++) {
    const node = current as {
      maxLength?: number | null;
      def?: { type?: string; innerType?: unknown; in?: unknown };
    };
    if (node.def?.type === 'string') return typeof node.maxLength === 'number' ? node.maxLength : null;
    current = node.def?.innerType ?? node.def?.in;
  }
  return null;
}
