import type { DpsInput } from '@/lib/nfse/dps';

/**
 * A DPS input of an agency on the Simples Nacional in São Paulo, billing a company in Rio (D202). The documents are
 * valid check-digit-wise and fictitious: 11.222.333/0001-81 and 529.982.247-25 are the usual test numbers.
 */
export const PRESTADOR_CNPJ = '11222333000181';
export const TOMADOR_CNPJ = '01761135000132';
export const TOMADOR_CPF = '52998224725';

export function dpsInput(change: Partial<DpsInput> = {}): DpsInput {
  return {
    ambiente: 2,
    dhEmi: new Date('2026-12-02T13:15:00Z'),
    serie: '1',
    numero: 42,
    competencia: '2026-12-02',
    prestador: {
      cnpj: PRESTADOR_CNPJ,
      inscricaoMunicipal: '1234567',
      regime: { tipo: 'simples-nacional', regApTribSN: 1 },
      municipioIbge: '3550308',
    },
    tomador: {
      documento: { tipo: 'cnpj', numero: TOMADOR_CNPJ },
      nome: 'Padaria Pão Quente Ltda',
      endereco: {
        municipioIbge: '3304557',
        cep: '20040002',
        logradouro: 'Rua da Assembleia',
        numero: '10',
        complemento: 'sala 1201',
        bairro: 'Centro',
      },
      email: 'financeiro@paoquente.com.br',
    },
    servico: {
      cTribNac: '010701',
      descricao: 'Desenvolvimento do site institucional.\nEntrega de dezembro de 2026.',
      municipioPrestacao: '3550308',
    },
    valores: { servicoCentavos: 450_000, aliquotaIssPercent: 2, issRetido: false },
    ...change,
  };
}
