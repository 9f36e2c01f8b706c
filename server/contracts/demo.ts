import 'server-only';
import { eq } from 'drizzle-orm';
import { builtInTemplate } from '@/content/contract-templates';
import { templateToContent } from '@/lib/contracts/content';
import { applyValues } from '@/lib/contracts/fields';
import type { Db } from '@/server/platform/db/client';
import { propostas } from '@/server/platform/db/schema';
import { insertContracts } from './create-contract';

/** A built-in template's body with values given by placeholder text (demo and bench data only). */
export function filledContent(templateId: 'model-01' | 'model-02', byPlaceholder: Record<string, string>) {
  const content = templateToContent(builtInTemplate(templateId)!.html)!;
  const values = content.fields.map((f) => ({ id: f.id, value: byPlaceholder[f.originalPlaceholder ?? ''] ?? '' }));
  return { template: content.template, fields: applyValues(content.fields, values) };
}

const AGENCY = {
  'Nome ou razão social da contratada': 'Agência Digital Ltda',
  'CPF/CNPJ da contratada': '12.345.678/0001-95',
  'Endereço completo da contratada': 'Av. Paulista, 1000, 10º andar - Bela Vista, São Paulo - SP',
  'Nome do signatário da contratada': 'Marina Costa',
  Cidade: 'São Paulo',
  'Cidade do foro': 'São Paulo - SP',
};

/** Demo contracts for a fresh development database (D3): one signed from model-01, one draft from model-02. */
export async function seedDemoContracts(
  db: Db,
  userId: string | null,
  clienteId: (name: string) => string | null = () => null,
): Promise<string[]> {
  const [accepted] = await db
    .select({ id: propostas.id })
    .from(propostas)
    .where(eq(propostas.cliente, 'Clínica Sorriso Feliz'))
    .limit(1);
  const now = Date.now();
  const rows = [
    {
      nome: 'Contrato — Site institucional Clínica Sorriso Feliz',
      cliente: 'Clínica Sorriso Feliz',
      descricao: 'Site com agendamento online, da proposta aceita.',
      status: 'assinado',
      propostaId: accepted?.id ?? null,
      versao: 2,
      assinadoEm: new Date(now - 8 * 86_400_000),
      conteudo: filledContent('model-01', {
        ...AGENCY,
        'Nome ou razão social do contratante': 'Clínica Sorriso Feliz Ltda',
        'CPF/CNPJ do contratante': '45.723.174/0001-10',
        'Endereço completo do contratante': 'Av. Atlântica, 900 - Copacabana, Rio de Janeiro - RJ',
        'Descrição do projeto e das entregas':
          'Site institucional com 6 páginas, agendamento online integrado ao WhatsApp, blog e otimização para buscadores.',
        'Prazo de entrega em dias': '30',
        'Valor total do projeto': '6.900,00',
        'Forma de pagamento e parcelas': '50% na assinatura e 50% na entrega, por PIX',
        'Data da assinatura': new Date(now - 8 * 86_400_000).toLocaleDateString('pt-BR', {
          timeZone: 'America/Sao_Paulo',
        }),
        'Nome do signatário do contratante': 'Dra. Helena Prado',
      }),
    },
    {
      nome: 'Manutenção mensal — Padaria Pão Dourado',
      cliente: 'Padaria Pão Dourado',
      descricao: 'Plano de manutenção e pequenas melhorias da loja virtual.',
      status: 'rascunho',
      propostaId: null,
      versao: 1,
      assinadoEm: null,
      conteudo: filledContent('model-02', {
        ...AGENCY,
        'Nome ou razão social do contratante': 'Padaria Pão Dourado ME',
        'CPF/CNPJ do contratante': '11.222.333/0001-81',
        'Endereço completo do contratante': 'Rua das Flores, 120 - Pinheiros, São Paulo - SP',
        'Descrição dos serviços recorrentes':
          'Hospedagem, cópias de segurança diárias, atualizações de segurança e até 4 horas mensais de ajustes na loja virtual.',
        'Valor mensal': '890,00',
        'Dia do pagamento': '10',
        'Forma de pagamento (PIX, transferência, boleto ou outra)': 'Boleto bancário',
      }),
    },
  ];
  const inserted = await insertContracts(
    db,
    rows.map((row, i) => ({
      ...row,
      clienteId: clienteId(row.cliente),
      createdBy: userId,
      dataCriacao: new Date(now - (10 - i * 7) * 86_400_000),
    })),
  );
  return inserted.map((r) => r.id);
}
