import { describe, expect, it } from 'vitest';
import { ANON_NAME, anonEmail, KEPT_REASONS, keptList } from '@/lib/portal/erasure';
import { EMAIL_LINK_MS, portalCookieOptions, SESSION_MS, STAFF_LINK_MS, tokenUsable } from '@/lib/portal/links';
import { ZPrivacidadeSettings } from '@/lib/settings/privacidade';
import { ZLeadRetention, ZPortalEmail, ZPortalToken } from '@/lib/validation/portal';

const at = new Date('2026-05-01T12:00:00Z');
const later = (ms: number) => new Date(at.getTime() + ms);

describe('portal links (D75)', () => {
  it('lasts 15 minutes for the e-mailed link, 30 days for the staff link, 7 days for a session', () => {
    expect(EMAIL_LINK_MS).toBe(15 * 60_000);
    expect(STAFF_LINK_MS).toBe(30 * 86_400_000);
    expect(SESSION_MS).toBe(7 * 86_400_000);
  });

  it('lets an e-mailed link in once, before it expires', () => {
    const row = { tipo: 'email', expiraEm: later(EMAIL_LINK_MS), usadoEm: null, revogadoEm: null };
    expect(tokenUsable(row, at)).toBe(true);
    expect(tokenUsable({ ...row, usadoEm: at }, at)).toBe(false);
    expect(tokenUsable(row, later(EMAIL_LINK_MS))).toBe(false);
  });

  it('lets a staff link in again and again until revoked or expired', () => {
    const row = { tipo: 'equipe', expiraEm: later(STAFF_LINK_MS), usadoEm: at, revogadoEm: null };
    expect(tokenUsable(row, later(1000))).toBe(true);
    expect(tokenUsable({ ...row, revogadoEm: at }, later(1000))).toBe(false);
    expect(tokenUsable(row, later(STAFF_LINK_MS + 1))).toBe(false);
  });

  it('sets the portal cookie httpOnly and SameSite=Lax, Secure in production', () => {
    expect(portalCookieOptions(true, 60)).toEqual({
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      path: '/',
      maxAge: 60,
    });
    expect(portalCookieOptions(false, 60).secure).toBe(false);
  });
});

describe('portal forms', () => {
  it('normalises the e-mail and refuses a bad one with the message', () => {
    expect(ZPortalEmail.parse({ email: '  Ana@Cliente.COM ' })).toEqual({ email: 'ana@cliente.com' });
    expect(ZPortalEmail.safeParse({ email: 'ana' }).error?.issues[0].message).toBe('Informe um e-mail válido.');
    expect(ZPortalEmail.safeParse({ email: '' }).error?.issues[0].message).toBe('Informe seu e-mail.');
  });

  it('accepts only a token of the shape the app makes', () => {
    expect(ZPortalToken.safeParse({ token: 'a'.repeat(43) }).success).toBe(true);
    expect(ZPortalToken.safeParse({ token: 'a'.repeat(42) }).success).toBe(false);
    expect(ZPortalToken.safeParse({ token: `${'a'.repeat(42)}/` }).success).toBe(false);
  });

  it('keeps the lead retention between 30 and 3650 days, 365 by default', () => {
    expect(ZLeadRetention.parse({ retencaoLeadsDias: '90' })).toEqual({ retencaoLeadsDias: 90 });
    expect(ZLeadRetention.safeParse({ retencaoLeadsDias: 10 }).success).toBe(false);
    expect(ZPrivacidadeSettings.parse({})).toEqual({ retencaoLeadsDias: 365 });
    expect(ZPrivacidadeSettings.parse({ retencaoLeadsDias: 'x' })).toEqual({ retencaoLeadsDias: 365 });
  });
});

describe('erasure rules (D79)', () => {
  it('replaces e-mails with an address that names no one and delivers nowhere', () => {
    expect(anonEmail('0b6c2f4e-1111-4222-8333-444455556666')).toBe('anonimizado-0b6c2f4e1111@anonimizado.invalid');
    expect(ANON_NAME).toBe('Titular anonimizado');
  });

  it('lists only the tables where something was kept, each with its legal reason', () => {
    expect(keptList({ contratos: 2, cobrancas: 0, pagamentos: 1 })).toEqual([
      { tabela: 'contratos', quantidade: 2, motivo: KEPT_REASONS.contratos },
      { tabela: 'pagamentos', quantidade: 1, motivo: KEPT_REASONS.pagamentos },
    ]);
    expect(keptList({})).toEqual([]);
  });
});
