import { describe, expect, it } from 'vitest';
import { BUILT_IN_TEMPLATES } from '@/content/contract-templates';
import messages from '@/messages';

/** Every text of the catalogue with its key. */
function texts(node: unknown, key = ''): Array<[string, string]> {
  if (typeof node === 'string') return [[key, node]];
  if (Array.isArray(node)) return node.flatMap((v, i) => texts(v, `${key}.${i}`));
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([k, v]) => texts(v, key ? `${key}.${k}` : k));
  return [];
}
const all = texts(messages);

// Texts documents 000 and 001 fix word for word: kept as they are.
const DOCUMENT_EMAIL = ['auth.invalidEmail', 'validation.email', 'charges.detail.email'];
const DOCUMENT_PIX = [
  'charges.public.altKey',
  'charges.public.noKey',
  'charges.toasts.copyKeyErrorText',
  'charges.toasts.noKey',
  'proposals.public.payment.2',
];

describe('the product speaks one way', () => {
  it("spells e-mail one way (the documents' own texts aside)", () => {
    const email = all.filter(([k, v]) => !DOCUMENT_EMAIL.includes(k) && /(?<![\w@.{-])emails?\b(?![@.]\w)/i.test(v));
    expect(email).toEqual([]);
  });

  it('spells Pix as the Banco Central does in our own texts', () => {
    expect(all.filter(([k, v]) => !DOCUMENT_PIX.includes(k) && /\bPIX\b/.test(v))).toEqual([]);
  });

  it('names no developer command on a screen', () => {
    expect(all.filter(([, v]) => /\bnpm\b|\bnpx\b/.test(v))).toEqual([]);
  });

  it("labels the public charge page's key and link as what they are", () => {
    expect(messages.charges.public.pixKey).toBe('Chave Pix');
    expect(messages.charges.public.pixLink).toBe('Link de pagamento');
  });

  it('names the empty template "Modelo em branco"', () => {
    expect(BUILT_IN_TEMPLATES.map((t) => t.nome)).toContain('Modelo em branco');
  });
});
