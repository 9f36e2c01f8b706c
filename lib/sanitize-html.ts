import sanitizeHtml from 'sanitize-html';

export { escapeHtml } from './escape-html';

/**
 * The one allow-list for HTML that people write (contract templates and contracts, landing pages):
 * run on the server before storing and again before rendering (ARCHITECTURE.md, "HTML from users").
 *
 * What stays: text structure (headings, paragraphs, lists, tables, quotes, emphasis), links to
 * http(s)/mailto/tel, images from http(s). What goes: scripts, styles and `style` attributes (CSS can
 * overlay the page or exfiltrate), event handlers, forms, frames, SVG and MathML, every other scheme
 * (javascript:, data:, vbscript:), ids and classes (they could borrow the page's own styles to spoof it).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'div',
    'span',
    'section',
    'article',
    'header',
    'footer',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'abbr',
    'cite',
    'q',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'blockquote',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'a',
    'img',
    'figure',
    'figcaption',
  ],
  disallowedTagsMode: 'discard',
  allowedAttributes: {
    // rel is always set by transformTags below, whatever was written.
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    abbr: ['title'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedStyles: {},
  // Text inside these is dropped with the tag, not shown as text.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'svg',
    'math',
    'template',
    'iframe',
    'object',
    'embed',
  ],
  transformTags: {
    // Links leave the page without handing it over (tabnabbing) or vouching for the target.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        ...(attribs.target ? { target: '_blank' } : {}),
        rel: 'noopener noreferrer nofollow',
      },
    }),
  },
};

/** Rich HTML reduced to the allow-list above; anything outside it is removed, never escaped into view. */
export function sanitizeRichHtml(html: string): string {
  if (typeof html !== 'string' || html === '') return '';
  return sanitizeHtml(html, OPTIONS);
}
