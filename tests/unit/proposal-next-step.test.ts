import { describe, expect, it } from 'vitest';
import { proposalNextStep, type ProposalContract } from '@/lib/pipeline/proposal-next-step';

const contract = (patch: Partial<ProposalContract> = {}): ProposalContract => ({
  id: 'c1',
  nome: 'Contrato — Loja virtual',
  status: 'rascunho',
  assinadoEm: null,
  verificationCode: null,
  projetoId: null,
  ...patch,
});

describe('an accepted proposal’s main action follows its contract (D225)', () => {
  it('none for a proposal that is not accepted', () => {
    for (const status of ['pendente', 'enviada', 'recusada']) expect(proposalNextStep(status, null)).toBeNull();
  });

  it('"Gerar contrato" without a contract, "Abrir contrato" while it is not signed', () => {
    expect(proposalNextStep('aceita', null)).toEqual({ kind: 'gerar' });
    for (const status of ['rascunho', 'enviado', 'expirado'])
      expect(proposalNextStep('aceita', contract({ status }))).toEqual({ kind: 'abrir', contrato: '/contratos/c1' });
  });

  it('once signed: the signed PDF, the charges and the project', () => {
    expect(
      proposalNextStep('aceita', contract({ status: 'assinado', verificationCode: 'AB12-CD34', projetoId: 'p1' })),
    ).toEqual({
      kind: 'assinado',
      principal: { href: '/verificacao/AB12-CD34/pdf', pdf: true },
      contrato: '/contratos/c1',
      cobrancas: '/cobrancas?q=Contrato%20%E2%80%94%20Loja%20virtual',
      projeto: '/projeto/p1/editar',
    });
  });

  it('signed by hand (a date, no signed document): the contract’s page, and no project before the step made one', () => {
    expect(
      proposalNextStep('aceita', contract({ status: 'rascunho', assinadoEm: '2026-03-10T15:00:00.000Z' })),
    ).toMatchObject({ kind: 'assinado', principal: { href: '/contratos/c1', pdf: false }, projeto: null });
  });
});
