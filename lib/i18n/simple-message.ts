import { formatCount } from '@/lib/format';

/**
 * A catalogue text whose only ICU syntax is plain `{name}` arguments, filled without ICU (D87).
 *
 * next-intl's `t(key, values)` builds its formats object and a JSON cache key on every call, then runs
 * IntlMessageFormat: a few percent of a staff list's render when each of 24–100 rows calls it a few times.
 * For a text with no plural, select, number skeleton, rich tag or quote, the result is the text with each
 * argument put in (a number as String() writes it, as IntlMessageFormat does for a plain argument).
 *
 * A plural of an integer whose branches hold only text and `#` (`{count, plural, =0 {…} one {# item} other
 * {# itens}}`, every plural of the catalogue) is chosen here too, by pt-BR's rule, with `#` written as pt-BR
 * writes an integer ("1.234"). That keeps ICU out of a staff page's first load: IntlMessageFormat formats `#`
 * with an Intl.NumberFormat, and a browser's first one loads ICU's locale data (40–90 ms of main thread, see
 * lib/format.ts). Anything else answers null and the caller uses next-intl, so both paths give the same string
 * (tests/unit/simple-message.test.ts compares them over the whole catalogue).
 */
const SIMPLE = /^(?:[^{}<']|\{\w+\})*$/;
const ARGUMENT = /\{(\w+)\}/g;
/** `{name, plural, <selector> {text} …}` with no braces, tags or quotes inside a branch. */
const PLURAL = /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}<']*\})+)\s*\}/g;
const BRANCH = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}<']*)\}/g;

/** CLDR's cardinal category of an integer in Portuguese (what Intl.PluralRules('pt-BR') answers). */
function portugueseCategory(n: number): string {
  const i = Math.abs(n);
  if (i === 0 || i === 1) return 'one';
  if (i % 1_000_000 === 0) return 'many';
  return 'other';
}

function pickBranch(branches: string, n: number): string | null {
  const byKey = new Map<string, string>();
  for (const [, key, text] of branches.matchAll(BRANCH)) if (!byKey.has(key)) byKey.set(key, text);
  const text = byKey.get(`=${n}`) ?? byKey.get(portugueseCategory(n)) ?? byKey.get('other');
  if (text === undefined) return null;
  return text.replaceAll('#', formatCount(n));
}

export type MessageValues = Record<string, unknown>;

export function formatSimpleMessage(message: string, values: MessageValues): string | null {
  let missing = false;
  if (message.includes(', plural,')) {
    message = message.replace(PLURAL, (_whole, key: string, branches: string) => {
      const value = values[key];
      const chosen = typeof value === 'number' && Number.isSafeInteger(value) ? pickBranch(branches, value) : null;
      if (chosen === null) missing = true;
      // A chosen branch is plain text now: its braces were none, and `{` cannot appear in it.
      return chosen ?? '';
    });
    if (missing) return null;
  }
  if (!SIMPLE.test(message)) return null;
  const text = message.replace(ARGUMENT, (_whole, key: string) => {
    const value = values[key];
    if (typeof value === 'string') return value;
    if (typeof value === 'number') return String(value);
    missing = true; // a Date, an element, a function or no value at all: next-intl decides
    return '';
  });
  return missing ? null : text;
}
