import { describe, expect, it } from 'vitest';
import { BUILT_IN_TEMPLATES } from '@/content/contract-templates';
import { templateToContent } from '@/lib/contracts/content';
import { fillTemplate } from '@/lib/contracts/render';
import {
  type ContractFillData,
  deadlineInProposalWords,
  fillContractFields,
  valueForPlaceholder,
} from '@/lib/pipeline/contract-fields';

const data: ContractFillData = {
  cliente: {
    nome: 'Padaria Pão Quente Ltda',
    documento: '12.345.678/0001-95',
    endereco: 'Rua das Flores, 10, São Paulo/SP',
  },
  agencia: { nome: 'Agência Digital' },
  proposta: {
    nome: 'Site institucional',
    descricao: 'Site da padaria',
    escopo: ['Home', 'Cardápio', ''],
    prazo: '45 dias úteis',
  },
  valor: '5.000,00',
  pagamento: 'em 2 parcelas — 1ª parcela: 50% na assinatura; 2ª parcela: 50% na entrega',
  forma: 'PIX',
  cidade: 'São Paulo',
  data: '10/03/2026',
};

const byPlaceholder = (fields: { value: string; originalPlaceholder?: string }[]) =>
  Object.fromEntries(fields.map((f) => [f.originalPlaceholder ?? '', f.value]));

describe('Gerar contrato: fields filled from the client and the proposal (D54)', () => {
  it('fills model-01 from the client, the proposal, the plan, place and date', () => {
    const content = templateToContent(BUILT_IN_TEMPLATES.find((t) => t.id === 'model-01')!.html)!;
    const filled = byPlaceholder(fillContractFields(content.fields, data));
    expect(filled['Nome ou razão social do contratante']).toBe('Padaria Pão Quente Ltda');
    expect(filled['CPF/CNPJ do contratante']).toBe('12.345.678/0001-95');
    expect(filled['Endereço completo do contratante']).toBe('Rua das Flores, 10, São Paulo/SP');
    expect(filled['Descrição do projeto e das entregas']).toBe('Site da padaria — Home; Cardápio');
    expect(filled['Prazo de entrega em dias']).toBe('45');
    expect(filled['Valor total do projeto']).toBe('5.000,00');
    expect(filled['Forma de pagamento e parcelas']).toBe(data.pagamento);
    expect(filled['Cidade']).toBe('São Paulo');
    expect(filled['Data da assinatura']).toBe('10/03/2026');
    expect(filled['Nome do signatário do contratante']).toBe('Padaria Pão Quente Ltda');
    expect(filled['Nome ou razão social da contratada']).toBe('Agência Digital');
  });

  it('leaves empty what the data cannot fill', () => {
    const content = templateToContent(BUILT_IN_TEMPLATES.find((t) => t.id === 'model-01')!.html)!;
    const filled = byPlaceholder(fillContractFields(content.fields, { ...data, cliente: { nome: 'Maria' } }));
    expect(filled['CPF/CNPJ do contratante']).toBe('');
    expect(filled['Endereço completo do contratante']).toBe('');
    expect(filled['CPF/CNPJ da contratada']).toBe('');
    expect(filled['Endereço completo da contratada']).toBe('');
    expect(filled['Cidade do foro']).toBe('');
  });

  it('fills model-02 where it can and leaves the monthly terms to staff', () => {
    const content = templateToContent(BUILT_IN_TEMPLATES.find((t) => t.id === 'model-02')!.html)!;
    const filled = byPlaceholder(fillContractFields(content.fields, data));
    expect(filled['Valor mensal']).toBe('');
    expect(filled['Dia do pagamento']).toBe('');
    expect(filled['Data de início dos serviços']).toBe('');
    expect(filled['Forma de pagamento (PIX, transferência, boleto ou outra)']).toBe('PIX');
    expect(filled['Descrição dos serviços recorrentes']).toBe('Site da padaria — Home; Cardápio');
  });

  it('keeps a value a template already carries and ignores unknown placeholders', () => {
    expect(
      fillContractFields([{ id: 'field-1', value: 'fixo', originalPlaceholder: 'Nome do contratante' }], data)[0].value,
    ).toBe('fixo');
    expect(valueForPlaceholder('Cor preferida', data)).toBe('');
    expect(valueForPlaceholder(undefined, data)).toBe('');
    expect(valueForPlaceholder('Prazo', { ...data, proposta: { ...data.proposta, prazo: '2 meses' } })).toBe('2 meses');
  });
});

describe("the contract's deadline is the accepted proposal's (D267)", () => {
  const model01 = () => templateToContent(BUILT_IN_TEMPLATES.find((t) => t.id === 'model-01')!.html)!;
  const rendered = (prazo: string) => {
    const content = deadlineInProposalWords(model01(), prazo);
    const fields = fillContractFields(content.fields, { ...data, proposta: { ...data.proposta, prazo } });
    return fillTemplate(content.template, fields, 'final').replace(/<[^>]+>/g, '');
  };

  it('says "30 dias" where the proposal said "30 dias", never "30 dias úteis"', () => {
    expect(model01().template).toMatch(/\{\{field-\d+\}\} dias úteis/);
    const text = rendered('30 dias');
    expect(text).toContain('em até 30 dias, contados');
    expect(text).not.toContain('30 dias úteis');
    expect(text).toContain('na entrega.');
    expect(text).not.toContain('..');
  });

  it("keeps the proposal's whole words: working days, weeks", () => {
    expect(rendered('45 dias úteis')).toContain('em até 45 dias úteis, contados');
    expect(rendered('6 semanas')).toContain('em até 6 semanas, contados');
  });

  it("keeps the template's unit for a bare number, and changes nothing without a deadline", () => {
    expect(rendered('30')).toContain('em até 30 dias úteis');
    expect(deadlineInProposalWords(model01(), '  ')).toEqual(model01());
  });
});
