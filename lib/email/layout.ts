import { isHexColor, readableOn } from '@/lib/brand/color';
import { escapeHtml } from '@/lib/escape-html';

/** The e-mail colours without an agency colour (the landing pages' default primary and secondary, document 001 §9). */
export const EMAIL_COLORS = { primary: '#3b82f6', secondary: '#1e40af' };

function linkify(escaped: string, color: string): string {
  return escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" style="color:${color}">${url}</a>`);
}

/**
 * The HTML part of every automatic e-mail (D67): the agency's logo (D270, when it has one: an absolute address of
 * its own route, with the name as the picture's text for readers that block images) and name on a coloured band,
 * the plain text as paragraphs (escaped, links made clickable) and a footer. The plain-text part is the same text.
 */
export function renderEmailHtml(input: {
  agencyName: string;
  logoUrl?: string | null;
  /** D274: the agency's colour, for the band (its text in white or ink, whichever reads), the rule and the links. */
  color?: string | null;
  subject: string;
  text: string;
  footer: string;
}): string {
  const color = input.color && isHexColor(input.color) ? input.color : EMAIL_COLORS.secondary;
  const paragraphs = input.text
    .split(/\n{2,}/)
    .map(
      (p) => `<p style="margin:0 0 16px;line-height:1.5">${linkify(escapeHtml(p), color).replace(/\n/g, '<br>')}</p>`,
    )
    .join('');
  const name = escapeHtml(input.agencyName);
  const logo = input.logoUrl
    ? `<img src="${escapeHtml(input.logoUrl)}" alt="${name}" height="40" style="display:block;height:40px;max-width:200px;margin:0 0 8px;background:#ffffff;border-radius:6px;padding:4px">`
    : '';
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${color};color:${readableOn(color)};padding:20px 24px;font-size:20px;font-weight:bold">${logo}${name}</td></tr>
<tr><td style="padding:24px;font-size:15px;word-break:break-word">${paragraphs}</td></tr>
<tr><td style="padding:16px 24px;border-top:4px solid ${color};font-size:12px;color:#6b7280">${escapeHtml(input.footer)}</td></tr>
</table></td></tr></table></body></html>`;
}
