import { describe, expect, it } from 'vitest';
import {
  checkCode,
  CODE_LOCK_MS,
  CODE_RESEND_MS,
  CODE_TTL_MS,
  resendWait,
  type CodeState,
} from '@/lib/signatures/code';
import {
  allRequiredSigned,
  isTurnOf,
  maskCpf,
  maskEmail,
  signerColour,
  signersToInvite,
  type SignerState,
} from '@/lib/signatures/signers';

const s = (id: string, position: number, status: string, role = 'parte'): SignerState => ({
  id,
  position,
  role,
  status,
});

describe('signers in order or at once (D117)', () => {
  it('invites only the first required signer in order, the next after they sign', () => {
    const list = [s('a', 1, 'waiting'), s('b', 2, 'waiting', 'testemunha'), s('c', 3, 'waiting', 'copia')];
    expect(signersToInvite(list, 'sequential').map((x) => x.id)).toEqual(['a']);
    expect(signersToInvite([s('a', 1, 'invited'), list[1]], 'sequential')).toEqual([]);
    expect(signersToInvite([s('a', 1, 'signed'), list[1], list[2]], 'sequential').map((x) => x.id)).toEqual(['b']);
  });

  it('invites every required signer at once in parallel, never a copy', () => {
    const list = [s('a', 1, 'waiting'), s('b', 2, 'waiting', 'aprovador'), s('c', 3, 'waiting', 'copia')];
    expect(signersToInvite(list, 'parallel').map((x) => x.id)).toEqual(['a', 'b']);
  });

  it('invites nobody after a refusal; skips cancelled signers', () => {
    expect(signersToInvite([s('a', 1, 'refused'), s('b', 2, 'waiting')], 'parallel')).toEqual([]);
    expect(signersToInvite([s('a', 1, 'cancelled'), s('b', 2, 'waiting')], 'sequential').map((x) => x.id)).toEqual([
      'b',
    ]);
  });

  it('is "Assinado" only when every required, active signer signed', () => {
    expect(allRequiredSigned([s('a', 1, 'signed'), s('b', 2, 'invited')])).toBe(false);
    expect(allRequiredSigned([s('a', 1, 'signed'), s('b', 2, 'waiting', 'copia')])).toBe(true);
    expect(allRequiredSigned([s('a', 1, 'signed'), s('b', 2, 'cancelled')])).toBe(true);
    expect(allRequiredSigned([s('c', 1, 'waiting', 'copia')])).toBe(false);
  });

  it('lets a signer sign in order only after the ones before', () => {
    const list = [s('a', 1, 'invited'), s('b', 2, 'invited')];
    expect(isTurnOf(list, 'b', 'sequential')).toBe(false);
    expect(isTurnOf(list, 'b', 'parallel')).toBe(true);
    expect(isTurnOf([s('a', 1, 'signed'), s('b', 2, 'invited')], 'b', 'sequential')).toBe(true);
    expect(isTurnOf([s('a', 1, 'signed'), s('b', 2, 'waiting')], 'b', 'sequential')).toBe(false);
  });

  it('masks CPF and e-mail for the public page; one colour per position', () => {
    expect(maskCpf('123.456.789-09')).toBe('***.456.789-**');
    expect(maskCpf(null)).toBeNull();
    expect(maskEmail('maria.silva@exemplo.com.br')).toBe('ma***@exemplo.com.br');
    expect(signerColour(1)).not.toBe(signerColour(2));
    expect(signerColour(9)).toBe(signerColour(1));
  });
});

describe('the confirmation code (D118)', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const fresh: CodeState = {
    codeHash: 'h',
    codeSentAt: now,
    codeExpiresAt: new Date(now.getTime() + CODE_TTL_MS),
    codeAttempts: 0,
    lockedUntil: null,
  };

  it('accepts the right code within 10 minutes, not after', () => {
    expect(checkCode(fresh, 'h', new Date(now.getTime() + CODE_TTL_MS - 1))).toEqual({ ok: true });
    expect(checkCode(fresh, 'h', new Date(now.getTime() + CODE_TTL_MS))).toMatchObject({
      ok: false,
      reason: 'expired',
    });
    expect(checkCode({ ...fresh, codeHash: null }, 'h', now)).toMatchObject({ reason: 'missing' });
  });

  it('counts wrong tries and locks for 15 minutes at the fifth', () => {
    expect(checkCode({ ...fresh, codeAttempts: 3 }, 'x', now)).toMatchObject({ reason: 'wrong', attempts: 4 });
    const fifth = checkCode({ ...fresh, codeAttempts: 4 }, 'x', now);
    expect(fifth).toMatchObject({ ok: false, reason: 'locked', attempts: 5 });
    if (fifth.ok) throw new Error('unreachable');
    expect(fifth.lockedUntil!.getTime() - now.getTime()).toBe(CODE_LOCK_MS);
    const locked = { ...fresh, codeAttempts: 5, lockedUntil: fifth.lockedUntil };
    expect(checkCode(locked, 'h', new Date(now.getTime() + 60_000))).toMatchObject({ reason: 'locked' });
  });

  it('allows a new code once a minute, none while locked', () => {
    expect(resendWait({ ...fresh, codeSentAt: null }, now)).toBe(0);
    expect(resendWait(fresh, new Date(now.getTime() + 30_000))).toBe(30);
    expect(resendWait(fresh, new Date(now.getTime() + CODE_RESEND_MS))).toBe(0);
    expect(resendWait({ ...fresh, lockedUntil: new Date(now.getTime() + CODE_LOCK_MS) }, now)).toBe(900);
  });
});
