/**
 * A catalogue text whose only ICU syntax is plain `{name}` arguments, filled without ICU (issue 22).
 *
 * next-intl's `t(key, values)` builds its formats object and a JSON cache key on every call, then runs
 * IntlMessageFormat: a few percent of a staff list's render when each of 24–100 rows calls it a few times.
 * For a text with no plural, select, number skeleton, rich tag or quote, the result is the text with each
 * argument put in (a number as String() writes it, as IntlMessageFormat does for a plain argument). Anything
 * else answers null and the caller uses next-intl, so both paths give the same string.
 */
const SIMPLE = /^(?:[^{}<']|\{\w+\})*$/;
const ARGUMENT = /\{(\w+)\}/g;

export type MessageValues = Record<string, unknown>;

export function formatSimpleMessage(message: string, values: MessageValues): string | null {
  if (!SIMPLE.test(message)) return null;
  let missing = false;
  const text = message.replace(ARGUMENT, (_whole, key: string) => {
    const value = values[key];
    if (typeof value === 'string') return value;
    if (typeof value === 'number') return String(value);
    missing = true; // a Date, an element, a function or no value at all: next-intl decides
    return '';
  });
  return missing ? null : text;
}
