/** A block of a contract as the PDF prints it. */
export type Block = { kind: 'h1' | 'h2' | 'h3' | 'p' | 'li' | 'hr'; text: string };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'blockquote',
  'tr',
  'dt',
  'dd',
  'figcaption',
  'caption',
  'pre',
  'ul',
  'ol',
  'table',
]);

/**
 * Sanitised contract HTML as a list of printable blocks (headings, paragraphs, list items, rules), for
 * the PDF. The input comes from lib/sanitize-html.ts, so tags are well formed and quoted.
 */
export function htmlToBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  let kind: Block['kind'] = 'p';
  let text = '';
  const flush = () => {
    const clean = text
      .replace(/[ \t\f\v\r]+/g, ' ')
      .replace(/ ?\n ?/g, '\n')
      .trim();
    if (clean) blocks.push({ kind, text: clean });
    text = '';
    kind = 'p';
  };
  for (const [, closing, rawName, chunk] of html.matchAll(/<(\/?)([a-z][a-z0-9]*)[^>]*>|([^<]+)/gi)) {
    if (chunk !== undefined) {
      text += decodeEntities(chunk.replace(/\s+/g, ' '));
      continue;
    }
    const name = rawName.toLowerCase();
    if (name === 'br') text += '\n';
    else if (name === 'hr') {
      flush();
      blocks.push({ kind: 'hr', text: '' });
    } else if (/^h[1-6]$/.test(name)) {
      flush();
      if (!closing) kind = name === 'h1' ? 'h1' : name === 'h2' ? 'h2' : 'h3';
    } else if (name === 'li') {
      flush();
      if (!closing) kind = 'li';
    } else if (name === 'td' || name === 'th') {
      if (closing) text += '   ';
    } else if (BLOCKS.has(name)) flush();
  }
  flush();
  return blocks;
}
