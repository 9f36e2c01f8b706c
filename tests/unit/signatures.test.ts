import { describe, expect, it } from 'vitest';
import { m } from '@/lib/messages';
import { DEFAULT_LINK_DAYS, isPastExpiry, linkDays, linkExpiresAt, linkState } from '@/lib/signatures/expiry';
import { checkFieldValue, checkFieldValues } from '@/lib/signatures/fields';
import { hashToken, isSigningTokenShape, newSigningToken, sha256Hex } from '@/lib/signatures/token';
import {
  SIGNATURE_STATUSES,
  assertTransition,
  canTransition,
  SignatureTransitionError,
} from '@/lib/signatures/transitions';
import {
  newVerificationCode,
  normalizeVerificationCode,
  VERIFICATION_CODE_PATTERN,
} from '@/lib/signatures/verification';
import { ZSendForm, ZSignDocument } from '@/lib/validation/signatures';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('signature status machine (D28)', () => {
  // D117: a signer's refusal stops a sent document.
  const allowed = new Set(['draft>sent', 'sent>signed', 'sent>expired', 'sent>cancelled', 'sent>refused']);
  for (const from of SIGNATURE_STATUSES) {
    for (const to of SIGNATURE_STATUSES) {
      const ok = allowed.has(`${from}>${to}`);
      it(`${ok ? 'allows' : 'refuses'} ${from} → ${to}`, () => {
        expect(canTransition(from, to)).toBe(ok);
        if (ok) expect(() => assertTransition(from, to)).not.toThrow();
        else expect(() => assertTransition(from, to)).toThrow(SignatureTransitionError);
      });
    }
  }
  it('refuses unknown statuses', () => {
    expect(canTransition('draft', 'assinado')).toBe(false);
    expect(canTransition('rascunho', 'sent')).toBe(false);
  });
});

describe('signing token', () => {
  it('is 32 random bytes in base64url, different each time', () => {
    const a = newSigningToken();
    const b = newSigningToken();
    expect(a).toHaveLength(43);
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(isSigningTokenShape(a)).toBe(true);
    expect(a).not.toBe(b);
  });
  it('is stored as its SHA-256 only', () => {
    const token = newSigningToken();
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(sha256Hex(token));
    expect(hashToken(token)).not.toContain(token);
  });
  it('rejects other shapes', () => {
    expect(isSigningTokenShape('abc')).toBe(false);
    expect(isSigningTokenShape(`${newSigningToken()}x`)).toBe(false);
    expect(isSigningTokenShape('a'.repeat(42) + '/')).toBe(false);
  });
});

describe('verification code', () => {
  it('has three groups of four unambiguous characters', () => {
    for (let i = 0; i < 50; i++) {
      const code = newVerificationCode();
      expect(code).toMatch(VERIFICATION_CODE_PATTERN);
      expect(code).not.toMatch(/[01ILOU]/);
    }
  });
  it('normalises a typed code and refuses others', () => {
    expect(normalizeVerificationCode('k7qf 3mzp 8wxa')).toBe('K7QF-3MZP-8WXA');
    expect(normalizeVerificationCode('K7QF-3MZP-8WXA')).toBe('K7QF-3MZP-8WXA');
    expect(normalizeVerificationCode('K7QF-3MZP')).toBeNull();
    expect(normalizeVerificationCode('O0QF-3MZP-8WXA')).toBeNull();
  });
});

describe('link expiry (SIGNATURE_LINK_DAYS, default 30)', () => {
  it('reads the number of days', () => {
    expect(linkDays(undefined)).toBe(DEFAULT_LINK_DAYS);
    expect(linkDays('7')).toBe(7);
    expect(linkDays('0')).toBe(30);
    expect(linkDays('abc')).toBe(30);
    expect(linkDays('2.5')).toBe(30);
  });
  it('expires a sent link once its time is over', () => {
    const sent = new Date('2026-03-01T12:00:00Z');
    const expires = linkExpiresAt(sent, 30);
    expect(expires.toISOString()).toBe('2026-03-31T12:00:00.000Z');
    expect(isPastExpiry({ status: 'sent', tokenExpiresAt: expires }, new Date('2026-03-31T11:59:59Z'))).toBe(false);
    expect(isPastExpiry({ status: 'sent', tokenExpiresAt: expires }, expires)).toBe(true);
    expect(isPastExpiry({ status: 'signed', tokenExpiresAt: expires }, new Date('2027-01-01'))).toBe(false);
  });
  it('tells what the signing page shows', () => {
    const future = new Date(Date.now() + 60_000);
    const past = new Date(Date.now() - 60_000);
    expect(linkState({ status: 'sent', tokenExpiresAt: future })).toBe('open');
    expect(linkState({ status: 'sent', tokenExpiresAt: past })).toBe('expired');
    expect(linkState({ status: 'signed', tokenExpiresAt: future })).toBe('signed');
    expect(linkState({ status: 'cancelled', tokenExpiresAt: future })).toBe('cancelled');
    expect(linkState({ status: 'expired', tokenExpiresAt: past })).toBe('expired');
    expect(linkState({ status: 'draft', tokenExpiresAt: null })).toBe('unavailable');
  });
});

describe('field values by type', () => {
  const now = new Date('2026-05-04T02:00:00Z'); // 3 May in São Paulo
  it('accepts a drawn PNG or a typed signature', () => {
    expect(checkFieldValue('signature', PNG, true)).toEqual({ ok: true, value: PNG });
    expect(checkFieldValue('signature', '  Maria   da Silva ', true)).toEqual({ ok: true, value: 'Maria da Silva' });
    expect(checkFieldValue('signature', 'data:image/png;base64,AAAA', true)).toMatchObject({ ok: false });
    expect(checkFieldValue('signature', 'data:image/svg+xml;base64,PHN2Zz4=', true)).toMatchObject({ ok: false });
    expect(checkFieldValue('signature', '', true)).toEqual({ ok: false, message: m.signatures.sign.signatureInvalid });
  });
  it('fills the date with today in São Paulo', () => {
    expect(checkFieldValue('date', '01/01/2000', true, now)).toEqual({ ok: true, value: '03/05/2026' });
  });
  it('checks CPF digits, phone and e-mail', () => {
    expect(checkFieldValue('cpf', '52998224725', true)).toEqual({ ok: true, value: '529.982.247-25' });
    expect(checkFieldValue('cpf', '529.982.247-24', true)).toEqual({ ok: false, message: m.validation.cpf });
    expect(checkFieldValue('phone', '11987654321', true)).toEqual({ ok: true, value: '(11) 98765-4321' });
    expect(checkFieldValue('phone', '123', true)).toMatchObject({ ok: false });
    expect(checkFieldValue('email', 'Ana@Exemplo.com', true)).toEqual({ ok: true, value: 'ana@exemplo.com' });
    expect(checkFieldValue('email', 'ana@', true)).toEqual({ ok: false, message: m.validation.email });
  });
  it('requires required fields and lets optional ones stay empty', () => {
    expect(checkFieldValue('text', '  ', true)).toEqual({ ok: false, message: m.signatures.sign.required });
    expect(checkFieldValue('text', '', false)).toEqual({ ok: true, value: null });
    expect(checkFieldValue('text', 'x'.repeat(501), false)).toMatchObject({ ok: false });
  });
  it('checks all fields at once', () => {
    const fields = [
      { id: 'a', fieldType: 'signature', isRequired: true },
      { id: 'b', fieldType: 'cpf', isRequired: false },
    ];
    expect(checkFieldValues(fields, { a: 'Ana Souza' })).toEqual({ ok: true, values: { a: 'Ana Souza', b: null } });
    expect(checkFieldValues(fields, { b: '111' })).toEqual({
      ok: false,
      errors: { a: m.signatures.sign.signatureInvalid, b: m.validation.cpf },
    });
  });
});

describe('send and sign forms', () => {
  it('needs a name and an e-mail, CPF optional but checked', () => {
    expect(ZSendForm.parse({ recipientName: ' Ana ', recipientEmail: ' ANA@X.COM ', recipientCpf: '' })).toEqual({
      recipientName: 'Ana',
      recipientEmail: 'ana@x.com',
      recipientCpf: null,
    });
    expect(
      ZSendForm.parse({ recipientName: 'Ana', recipientEmail: 'a@x.com', recipientCpf: '52998224725' }).recipientCpf,
    ).toBe('529.982.247-25');
    expect(
      ZSendForm.safeParse({ recipientName: '', recipientEmail: 'a@x.com', recipientCpf: '' }).error?.issues[0].message,
    ).toBe(m.signatures.send.nameRequired);
    expect(
      ZSendForm.safeParse({ recipientName: 'Ana', recipientEmail: 'ax.com', recipientCpf: '' }).error?.issues[0]
        .message,
    ).toBe(m.signatures.send.emailInvalid);
    expect(
      ZSendForm.safeParse({ recipientName: 'Ana', recipientEmail: 'a@x.com', recipientCpf: '111.111.111-11' }).error
        ?.issues[0].message,
    ).toBe(m.validation.cpf);
  });
  it('needs the consent ticked', () => {
    const token = newSigningToken();
    expect(ZSignDocument.safeParse({ token, values: {}, consent: false }).error?.issues[0].message).toBe(
      m.signatures.sign.consentRequired,
    );
    expect(ZSignDocument.safeParse({ token, values: {}, consent: true }).success).toBe(true);
  });
});
