import { normalizeForSearch } from '@/lib/text';

/** A fillable field of a contract (document 001 §3, Contract field). */
export type ContractField = { id: string; value: string; originalPlaceholder?: string };
/** A contract's body: HTML with {{field-N}} placeholders, and its fields (document 001 §3). */
export type ContractContent = { template: string; fields: ContractField[] };

export const FIELD_ID_PATTERN = /^field-\d+$/;
/** "[x]" in template text: a field whose placeholder is x (no brackets or tags inside). */
const BRACKET = /\[([^[\]<>{}\n]{1,200})\]/g;
const PLACEHOLDER = /\{\{(field-\d+)\}\}/g;
/** Document 001 §9: long-text input threshold. */
export const LONG_TEXT_THRESHOLD = 50;

export const fieldId = (n: number) => `field-${n}`;

/** The N of "field-N", or 0 when the id is not of that form. */
export function fieldNumber(id: string): number {
  return FIELD_ID_PATTERN.test(id) ? Number(id.slice(6)) : 0;
}

/**
 * Turns every "[x]" of a template into a {{field-N}} placeholder with an empty field whose
 * originalPlaceholder is x, numbered from `start` in reading order (document 001 §3).
 */
export function parseBracketFields(html: string, start = 1): ContractContent {
  const fields: ContractField[] = [];
  let n = start;
  const template = html.replace(BRACKET, (_whole, placeholder: string) => {
    const id = fieldId(n++);
    fields.push({ id, value: '', originalPlaceholder: placeholder.trim() });
    return `{{${id}}}`;
  });
  return { template, fields };
}

/** The ids of the placeholders a template uses, in order, each once. */
export function placeholderIds(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1]))];
}

/**
 * Placeholders only belong in text: one inside a tag (an attribute) would put a typed value where
 * HTML reads a URL, so it is removed. Expects sanitised HTML (attributes quoted, ">" escaped in them).
 */
export function stripPlaceholdersInTags(html: string): string {
  return html.replace(/<[^>]*>/g, (tag) => tag.replace(PLACEHOLDER, ''));
}

/**
 * Puts the fields a template uses in placeholder order, keeping given values and placeholders, adding an
 * empty field for a placeholder without one and dropping fields no placeholder uses.
 */
export function alignFields(template: string, fields: ContractField[]): ContractField[] {
  const byId = new Map(fields.filter((f) => FIELD_ID_PATTERN.test(f.id)).map((f) => [f.id, f]));
  return placeholderIds(template).map((id) => {
    const field = byId.get(id);
    const out: ContractField = { id, value: field?.value ?? '' };
    if (field?.originalPlaceholder) out.originalPlaceholder = field.originalPlaceholder;
    return out;
  });
}

/** Values typed in the form, applied by id onto the fields of the content (unknown ids are ignored). */
export function applyValues(fields: ContractField[], values: Array<{ id: string; value: string }>): ContractField[] {
  const typed = new Map(values.map((v) => [v.id, v.value]));
  return fields.map((field) => (typed.has(field.id) ? { ...field, value: typed.get(field.id)! } : field));
}

/** Document 001 §2.2: "Campo {n}" plus the original placeholder. */
export function fieldLabel(field: ContractField): string {
  const label = `Campo ${fieldNumber(field.id)}`;
  return field.originalPlaceholder ? `${label} - ${field.originalPlaceholder}` : label;
}

/** Document 001 §2.2: a 5-row box when the value is over 50 characters or the placeholder mentions "descrição". */
export function isMultilineField(field: Pick<ContractField, 'value' | 'originalPlaceholder'>): boolean {
  return (
    field.value.length > LONG_TEXT_THRESHOLD || normalizeForSearch(field.originalPlaceholder).includes('descricao')
  );
}

/**
 * The fields a contract's text still shows as blanks, by the name staff saw in brackets ("[Nome do cliente]"), or
 * "Campo N" without one: a contract is not sent for signature while any remains (D33).
 */
export function blankFieldNames(content: ContractContent, unnamed: (n: number) => string): string[] {
  const byId = new Map(content.fields.map((f) => [f.id, f]));
  return placeholderIds(content.template)
    .filter((id) => !(byId.get(id)?.value ?? '').trim())
    .map((id) => byId.get(id)?.originalPlaceholder || unnamed(fieldNumber(id)));
}
