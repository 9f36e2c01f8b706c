import { describe, expect, it } from 'vitest';
import { etagMatches, pdfEtag } from '@/lib/pdf-etag';

describe('PDF ETags (D48)', () => {
  it('is the same for the same content and changes with any of it', () => {
    const a = pdfEtag('proposta', { nome: 'Site', updatedAt: '2026-11-24T10:00:00Z' });
    expect(pdfEtag('proposta', { nome: 'Site', updatedAt: '2026-11-24T10:00:00Z' })).toBe(a);
    expect(pdfEtag('proposta', { nome: 'Site', updatedAt: '2026-11-24T10:00:01Z' })).not.toBe(a);
    expect(pdfEtag('cobranca', { nome: 'Site', updatedAt: '2026-11-24T10:00:00Z' })).not.toBe(a);
    expect(a).toMatch(/^"proposta-[A-Za-z0-9_-]{32}"$/);
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    const tag = pdfEtag('contrato', 1);
    expect(etagMatches(tag, tag)).toBe(true);
    expect(etagMatches(`"x", W/${tag}`, tag)).toBe(true);
    expect(etagMatches('*', tag)).toBe(true);
    expect(etagMatches('"outro"', tag)).toBe(false);
    expect(etagMatches(null, tag)).toBe(false);
  });
});
