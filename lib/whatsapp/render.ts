/**
 * Message texts with the e-mails' placeholders ({cliente}, {valor}, {link}, {pix}…). Two forms come out of one
 * text: the filled message (the wa.me link, the sandbox outbox, the timeline) and, for the Cloud API, the
 * template's body with numbered variables ({{1}}, {{2}}…) and the values in that order.
 */

const PLACEHOLDER = /\{(\w+)\}/g;

export type Values = Record<string, string | number | null | undefined>;

const isEmpty = (value: Values[string]) => value === null || value === undefined || String(value).trim() === '';

/**
 * Fills a text. A paragraph (text between blank lines) that holds a placeholder with no value is left out, so a
 * charge without Pix loses its "Pix copia e cola" paragraph instead of showing an empty code; an unknown
 * placeholder is kept as written (a typo shows, it does not vanish).
 */
export function renderMessage(template: string, values: Values): string {
  return template
    .replace(/\r\n/g, '\n')
    .split(/\n{2,}/)
    .filter((paragraph) =>
      [...paragraph.matchAll(PLACEHOLDER)].every(([, key]) => !(key in values) || !isEmpty(values[key])),
    )
    .map((paragraph) =>
      paragraph.replace(PLACEHOLDER, (whole, key: string) => (key in values ? String(values[key]) : whole)),
    )
    .join('\n\n')
    .trim();
}

/** The placeholders of a text in order of first appearance: a template's variables. */
export function placeholders(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map(([, key]) => key))];
}

/** The body to register with Meta: each placeholder numbered in order of first appearance ({cliente} → {{1}}). */
export function templateBody(template: string): string {
  const order = placeholders(template);
  return template.replace(PLACEHOLDER, (whole, key: string) => `{{${order.indexOf(key) + 1}}}`);
}

/**
 * One body parameter of a template message. WhatsApp refuses a parameter with a line break, a tab or more than
 * four spaces in a row, and an empty one: these are folded to single spaces, and an empty value becomes the
 * given stand-in (the template's text around it still reads).
 */
export function templateParameter(value: Values[string], empty = '-'): string {
  const text = isEmpty(value)
    ? empty
    : String(value)
        .replace(/[\r\n\t]+/g, ' ')
        .replace(/ {2,}/g, ' ')
        .trim();
  return text.slice(0, 1024);
}

/** The parameters of a template, in the order of its variables. */
export function templateParameters(variables: readonly string[], values: Values, empty = '-'): string[] {
  return variables.map((key) => templateParameter(values[key], empty));
}
