import { describe, expect, it } from 'vitest';
import { workNameOf } from '@/lib/pipeline/work-name';

describe('the project of a signed contract is named after the work (D208)', () => {
  it('takes the proposal’s title', () => {
    expect(
      workNameOf({ proposta: 'Site institucional Clínica Sorriso', contrato: 'Contrato — Site institucional' }),
    ).toBe('Site institucional Clínica Sorriso');
    expect(workNameOf({ proposta: '  Loja virtual  ', contrato: 'x' })).toBe('Loja virtual');
  });

  it('without a proposal, the contract’s name without "Contrato — "', () => {
    for (const contrato of [
      'Contrato — Loja virtual',
      'Contrato - Loja virtual',
      'contrato: Loja virtual',
      'Loja virtual',
    ])
      expect(workNameOf({ proposta: null, contrato }), contrato).toBe('Loja virtual');
    expect(workNameOf({ proposta: '', contrato: 'Contrato – Loja virtual' })).toBe('Loja virtual');
  });

  it('keeps a name that is only the word, and the project column’s limit', () => {
    expect(workNameOf({ contrato: 'Contrato — ' })).toBe('Contrato —');
    expect(workNameOf({ contrato: 'Contrato de manutenção' })).toBe('Contrato de manutenção');
    expect(workNameOf({ proposta: 'a'.repeat(250), contrato: 'x' })).toHaveLength(200);
  });
});
