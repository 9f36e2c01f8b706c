import { describe, expect, it } from 'vitest';
import { BUILT_IN_TEMPLATES } from '@/content/contract-templates';
import { templateToContent } from '@/lib/contracts/content';
import { type ContractFillData, fillContractFields, valueForPlaceholder } from '@/lib/pipeline/contract-fields';

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
  pagamento: 'em 2 parcelas — 1ª parcela: 50% na assinatura; 2ª parcela: 50% na entrega.',
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
