import { describe, expect, it } from 'vitest';
import { CANCEL_MOTIVOS, isCancelMotivo, justificativaProblem, normaliseJustificativa } from '@/lib/nfse/evento';
import { isFullRefund, retryPlan } from '@/lib/nfse/note-rules';

describe('retryPlan (D240)', () => {
  it('resets a rejected note, requeues a pending one whose job gave up, and refuses the rest', () => {
    expect(retryPlan('rejeitada', false)).toBe('reset');
    expect(retryPlan('rejeitada', true)).toBe('reset');
    expect(retryPlan('pendente', false)).toBe('requeue');
    expect(retryPlan('pendente', true)).toBe('nothing');
    for (const status of ['emitida', 'cancelada', 'substituida'] as const)
      expect(retryPlan(status, false)).toBe('refuse');
  });
});

describe('isFullRefund (D242)', () => {
  it('is true when the refunds cover the note, never for a note of no value', () => {
    expect(isFullRefund(150_000, 150_000)).toBe(true);
    expect(isFullRefund(150_001, 150_000)).toBe(true);
    expect(isFullRefund(149_999, 150_000)).toBe(false);
    expect(isFullRefund(0, 0)).toBe(false);
  });
});

describe('the cancellation reason (D244)', () => {
  it('takes the codes 1, 2 and 9 only', () => {
    expect(CANCEL_MOTIVOS).toEqual([1, 2, 9]);
    expect([1, 2, 9].every(isCancelMotivo)).toBe(true);
    expect([0, 3, 8, 10, '1', null].some(isCancelMotivo)).toBe(false);
  });

  it('collapses white space and wants 15 to 255 Latin-1 characters', () => {
    expect(normaliseJustificativa('  erro   na\n emissão  ')).toBe('erro na emissão');
    expect(normaliseJustificativa(undefined)).toBe('');
    expect(justificativaProblem('a'.repeat(14))).toBe('curta');
    expect(justificativaProblem('a'.repeat(15))).toBeNull();
    expect(justificativaProblem('a'.repeat(255))).toBeNull();
    expect(justificativaProblem('a'.repeat(256))).toBe('longa');
    expect(justificativaProblem('Serviço não prestado, ação cancelada')).toBeNull();
    expect(justificativaProblem('Cancelada por engano 🙂 hoje')).toBe('latin1');
    expect(justificativaProblem('Cancelada — travessão fora do Latin-1')).toBe('latin1');
  });
});
