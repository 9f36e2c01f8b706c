/**
 * A small XML writer for the fiscal documents (D202): a tree of elements, serialised in one place that escapes every
 * text and attribute value. No caller concatenates markup, so no input can open or close an element. Element and
 * attribute names come from the code (the schema's names), never from input, and are checked all the same.
 */
export type XmlChild = XmlElement | string;
export type XmlElement = { name: string; attributes: Record<string, string>; children: XmlChild[] };

const NAME = /^[A-Za-z_][\w.-]*(:[A-Za-z_][\w.-]*)?$/;

/**
 * Characters XML 1.0 cannot carry at all, escaped or not: C0 controls other than tab, line feed and carriage return,
 * lone surrogates, U+FFFE and U+FFFF. A value holding one is refused rather than silently changed.
 */
const NOT_XML_CHAR =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export class XmlCharacterError extends TypeError {}

/** The first character of `value` that XML 1.0 cannot carry, or null. */
export function notXmlCharacter(value: string): string | null {
  return NOT_XML_CHAR.exec(value)?.[0] ?? null;
}

function checkChars(value: string): string {
  const bad = notXmlCharacter(value);
  if (bad !== null) {
    const code = bad.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    throw new XmlCharacterError(`Character U+${code} cannot appear in XML`);
  }
  return value;
}

/** Text content: `&`, `<`, `>` and both quotes as references; a carriage return as `&#13;` so a parser keeps it. */
export function escapeXml(value: string): string {
  return checkChars(value).replace(/[&<>"'\r]/g, (char) => {
    switch (char) {
      case '&':
        return '&amp;';
      case '<':
        return '&lt;';
      case '>':
        return '&gt;';
      case '"':
        return '&quot;';
      case "'":
        return '&apos;';
      default:
        return '&#13;';
    }
  });
}

/** An attribute value also keeps its tabs and line breaks, which a parser would otherwise turn into spaces. */
function escapeAttribute(value: string): string {
  return escapeXml(value).replace(/\t/g, '&#9;').replace(/\n/g, '&#10;');
}

function checkName(name: string): string {
  if (!NAME.test(name)) throw new TypeError(`Not an XML name: ${name}`);
  return name;
}

/** An element; `undefined`, `null` and `false` children are left out, so optional groups read as one expression. */
export function el(
  name: string,
  attributes: Record<string, string> | null,
  ...children: Array<XmlChild | undefined | null | false>
): XmlElement {
  return {
    name: checkName(name),
    attributes: attributes ?? {},
    children: children.filter((child): child is XmlChild => child !== undefined && child !== null && child !== false),
  };
}

/** An element holding one text, or nothing at all when the value is absent (an optional element of the schema). */
export function leaf(name: string, value: string | undefined | null): XmlElement | undefined {
  return value === undefined || value === null ? undefined : el(name, null, value);
}

function write(node: XmlChild, out: string[]): void {
  if (typeof node === 'string') {
    out.push(escapeXml(node));
    return;
  }
  out.push('<', node.name);
  for (const [key, value] of Object.entries(node.attributes))
    out.push(' ', checkName(key), '="', escapeAttribute(value), '"');
  if (node.children.length === 0) {
    out.push('/>');
    return;
  }
  out.push('>');
  for (const child of node.children) write(child, out);
  out.push('</', node.name, '>');
}

/**
 * The document as one line, UTF-8 declared: no indentation, so no whitespace text sits between elements (nothing
 * for a signature's canonical form to disagree about).
 */
export function renderXml(root: XmlElement): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  write(root, out);
  return out.join('');
}
