import { describe, expect, it } from 'vitest';
import { escapeHtml, sanitizeRichHtml } from '@/lib/sanitize-html';

describe('sanitizeRichHtml', () => {
  it('keeps the structure of a contract: headings, paragraphs, lists, tables, emphasis', () => {
    const html =
      '<h2>Cláusula 1</h2><p>O <strong>CONTRATANTE</strong> e a <em>CONTRATADA</em></p><ol><li>um</li></ol><table><tbody><tr><td>a</td></tr></tbody></table>';
    expect(sanitizeRichHtml(html)).toBe(html);
  });

  it('drops script and style elements with their text', () => {
    expect(sanitizeRichHtml('<p>a</p><script>alert(1)</script><style>body{display:none}</style>')).toBe('<p>a</p>');
  });

  it('drops event handlers, style attributes, ids and classes', () => {
    expect(sanitizeRichHtml('<p onclick="alert(1)" style="position:fixed" id="x" class="fixed inset-0">a</p>')).toBe(
      '<p>a</p>',
    );
    expect(sanitizeRichHtml('<img src="https://x.test/a.png" onerror="alert(1)">')).toBe(
      '<img src="https://x.test/a.png" />',
    );
  });

  it('drops javascript:, data: and encoded scheme tricks from links and images', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
    ]) {
      expect(sanitizeRichHtml(`<a href="${href}">x</a>`)).not.toMatch(/href/);
    }
    expect(sanitizeRichHtml('<img src="data:image/svg+xml;base64,AAAA">')).toBe('<img />');
  });

  it('drops SVG, MathML, frames and forms entirely', () => {
    expect(
      sanitizeRichHtml(
        '<svg onload="alert(1)"><script>alert(2)</script></svg><math><mi>x</mi></math><iframe src="https://x.test"></iframe><form><input></form>ok',
      ),
    ).toBe('ok');
  });

  it('makes every kept link open safely', () => {
    expect(sanitizeRichHtml('<a href="https://a.test" target="_self" rel="opener">z</a>')).toBe(
      '<a href="https://a.test" target="_blank" rel="noopener noreferrer nofollow">z</a>',
    );
  });

  it('keeps bracketed fields and placeholders as text and escapes stray angle brackets', () => {
    expect(sanitizeRichHtml('<p>[Nome do contratante] {{field-1}} a < b & c</p>')).toBe(
      '<p>[Nome do contratante] {{field-1}} a &lt; b &amp; c</p>',
    );
  });

  it('gives an empty string for empty or non-string input', () => {
    expect(sanitizeRichHtml('')).toBe('');
    expect(sanitizeRichHtml(undefined as unknown as string)).toBe('');
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in HTML text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
