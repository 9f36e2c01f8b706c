import { describe, expect, it } from 'vitest';
import { emptyConteudo } from '@/lib/proposals/content';
import { changedParts, listOfParts, readChangedParts, type ProposalReading } from '@/lib/proposals/versions';

const reading = (over: Partial<ProposalReading['conteudo']> = {}, rest: Partial<ProposalReading> = {}) => ({
  nome: 'Site da ótica',
  conteudo: { ...emptyConteudo(), descricao: 'Um site.', escopo: ['Catálogo', 'Blog'], prazo: '40 dias', ...over },
  planoPagamento: null,
  validaAte: '2026-12-31',
  ...rest,
});

describe('versions of a sent proposal (D271)', () => {
  it('names only what the client reads differently, in page order', () => {
    expect(changedParts(reading(), reading({ descricao: '  Um site.  ', escopo: ['Catálogo', '', 'Blog'] }))).toEqual(
      [],
    );
    expect(changedParts(reading(), reading({ prazo: '30 dias', valor: 'R$ 1,00' }, { nome: 'Outro' }))).toEqual([
      'nome',
      'prazo',
      'investimento',
    ]);
    expect(changedParts(reading(), reading({}, { validaAte: '2027-01-15' }))).toEqual(['validade']);
  });

  it("counts the scope items' own sentences as the scope (D275)", () => {
    const own = reading({ beneficios: ['Rápido no celular', ''] });
    // The form makes them the proposal's own only when one is edited: a change the client reads.
    expect(changedParts(reading(), own)).toEqual(['escopo']);
    expect(changedParts(own, reading({ beneficios: ['Rápido no celular', 'Aparece no Google'] }))).toEqual(['escopo']);
    expect(changedParts(own, reading({ beneficios: [' Rápido no celular ', ''] }))).toEqual([]);
  });

  it('reads the stored list defensively and says it as a Portuguese list', () => {
    expect(readChangedParts(['escopo', 'x', 3, 'prazo'])).toEqual(['escopo', 'prazo']);
    expect(readChangedParts(null)).toEqual([]);
    const label = (part: string) =>
      ({ escopo: 'escopo', prazo: 'prazo', investimento: 'investimento e pagamento' })[part]!;
    expect(listOfParts(['escopo'], label)).toBe('escopo');
    expect(listOfParts(['escopo', 'prazo', 'investimento'], label)).toBe('escopo, prazo e investimento e pagamento');
  });
});
