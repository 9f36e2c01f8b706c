import { sanitizeRichHtml } from '@/lib/sanitize-html';
import {
  alignFields,
  type ContractContent,
  type ContractField,
  FIELD_ID_PATTERN,
  fieldNumber,
  parseBracketFields,
  stripPlaceholdersInTags,
} from './fields';

type Json = unknown;
const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: Json): value is string => typeof value === 'string';

/** Keys of the structured shape that have their own place in the document. */
const STRUCTURED_KEYS = new Set(['titulo', 'subtitulo', 'partes', 'secoes']);
const BLOCK_TAG = /<(p|div|ul|ol|table|h[1-6]|blockquote|br|section|article)\b/i;

/** A text of the structured shape as HTML: kept when it has blocks, else paragraphs and line breaks. */
function block(text: Json): string {
  if (Array.isArray(text)) return text.map(block).join('');
  if (!isText(text) || !text.trim()) return '';
  if (BLOCK_TAG.test(text)) return text;
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${paragraph.trim().replace(/\r?\n/g, '<br />')}</p>`)
    .join('');
}

/** A party as text: a string, or the string values of an object joined ("Nome, CNPJ, endereço"). */
function party(value: Json): string {
  if (isText(value)) return block(value);
  if (isRecord(value)) return block(Object.values(value).filter(isText).join(', '));
  return '';
}

/**
 * The structured shape of document 001 §3 (titulo, subtitulo, partes {parte1, parte2}, secoes with
 * subcategorias, other text keys) as one HTML document, or null when it is not that shape.
 */
export function structuredToHtml(value: Record<string, Json>): string | null {
  if (!isText(value.titulo) && !Array.isArray(value.secoes)) return null;
  const out: string[] = [];
  if (isText(value.titulo) && value.titulo.trim()) out.push(`<h1>${value.titulo.trim()}</h1>`);
  if (isText(value.subtitulo) && value.subtitulo.trim()) out.push(`<p><em>${value.subtitulo.trim()}</em></p>`);
  if (isRecord(value.partes)) for (const key of Object.keys(value.partes).sort()) out.push(party(value.partes[key]));
  if (Array.isArray(value.secoes)) {
    for (const secao of value.secoes) {
      if (isText(secao)) {
        out.push(block(secao));
        continue;
      }
      if (!isRecord(secao)) continue;
      if (isText(secao.titulo) && secao.titulo.trim()) out.push(`<h2>${secao.titulo.trim()}</h2>`);
      out.push(block(secao.conteudo));
      if (Array.isArray(secao.subcategorias)) {
        for (const sub of secao.subcategorias) {
          if (!isRecord(sub)) continue;
          if (isText(sub.titulo) && sub.titulo.trim()) out.push(`<h3>${sub.titulo.trim()}</h3>`);
          out.push(block(sub.conteudo));
        }
      }
    }
  }
  for (const [key, text] of Object.entries(value)) if (!STRUCTURED_KEYS.has(key) && isText(text)) out.push(block(text));
  return out.join('\n');
}

/** Stored fields read defensively: only well-formed ones, values as text. */
function readFields(value: Json): ContractField[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((f) => {
    if (!isText(f.id) || !FIELD_ID_PATTERN.test(f.id)) return [];
    const field: ContractField = {
      id: f.id,
      value: isText(f.value) ? f.value : f.value == null ? '' : String(f.value),
    };
    if (isText(f.originalPlaceholder) && f.originalPlaceholder) field.originalPlaceholder = f.originalPlaceholder;
    return [field];
  });
}

/** Sanitised HTML whose "[x]" become fields numbered after `existing`, placeholders only in text. */
function finish(html: string, existing: ContractField[] = []): ContractContent {
  const start = existing.reduce((max, f) => Math.max(max, fieldNumber(f.id)), 0) + 1;
  const parsed = parseBracketFields(sanitizeRichHtml(html), start);
  const template = stripPlaceholdersInTags(parsed.template);
  return { template, fields: alignFields(template, [...existing, ...parsed.fields]) };
}

/**
 * A template's content (any of the three shapes of document 001 §3) as a contract body: an object with
 * template and fields, the structured titulo/secoes shape, or an HTML string. Null when it is none of
 * them: the form then shows "Não foi possível processar o modelo de contrato." (document 001 §5).
 */
export function templateToContent(conteudo: Json): ContractContent | null {
  if (isText(conteudo)) return finish(conteudo);
  if (!isRecord(conteudo)) return null;
  if (isText(conteudo.template)) return finish(conteudo.template, readFields(conteudo.fields));
  const html = structuredToHtml(conteudo);
  return html === null ? null : finish(html);
}

/** A stored contract body read defensively and made safe: sanitised template, aligned fields. */
export function safeContractContent(conteudo: Json): ContractContent {
  if (!isRecord(conteudo) || !isText(conteudo.template)) return { template: '', fields: [] };
  const template = stripPlaceholdersInTags(sanitizeRichHtml(conteudo.template));
  return { template, fields: alignFields(template, readFields(conteudo.fields)) };
}

/**
 * A template's JSON made safe to store (document 001 §3, Contract template): the HTML of each shape is
 * sanitised; field values and placeholders are plain text, escaped when shown.
 */
export function sanitizeTemplateJson(conteudo: Json): Json {
  if (isRecord(conteudo) && isText(conteudo.template)) {
    return { ...conteudo, template: sanitizeRichHtml(conteudo.template), fields: readFields(conteudo.fields) };
  }
  return deepSanitize(conteudo);
}

function deepSanitize(value: Json): Json {
  if (isText(value)) return sanitizeRichHtml(value);
  if (Array.isArray(value)) return value.map(deepSanitize);
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, deepSanitize(v)]));
  return value;
}
