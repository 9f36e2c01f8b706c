/**
 * The part of zod the app uses, named one by one. `import { z } from 'zod'` hands the bundler zod's whole
 * namespace object, and Turbopack keeps every member of it: all 40-odd locales, the JSON-schema
 * converters and the compiler, about 390 kB (87 kB gzip) in every page with a form (D80).
 * A namespace made of these re-exports carries only what is listed. Add a member here when code needs one.
 */
export {
  array,
  boolean,
  coerce,
  config,
  discriminatedUnion,
  email,
  enum,
  input,
  literal,
  NEVER,
  null,
  number,
  object,
  output,
  preprocess,
  record,
  undefined,
  union,
  unknown,
  uuid,
  ZodError,
  ZodObject,
  ZodType,
} from 'zod';
export type { infer } from 'zod';

import { string as zodString, type ZodString } from 'zod';
import { INVALID_TEXT_MESSAGE, isWellFormedText } from './validation/text';

/**
 * `z.string()` of every schema in lib/: zod's own, refusing a NUL character or a lone surrogate first
 * (lib/validation/text.ts), so no form needs to remember it.
 */
export function string(params?: Parameters<typeof zodString>[0]): ZodString {
  return zodString(params).refine(isWellFormedText, { message: INVALID_TEXT_MESSAGE, abort: true });
}
