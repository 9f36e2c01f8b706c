import 'server-only';
import { randomBytes } from 'node:crypto';
import { addMonths } from 'date-fns';
import { invoiceDueDate } from '@/lib/payments/rules';
import type { Db } from '@/server/platform/db/client';
import { codigosPromocionais } from '@/server/platform/db/schema';
import { createPaymentsBulk, type PaymentSeed } from './create-payment';

/** Demo payments and promo codes for a fresh development database (D3): made by the sandbox provider. */
export async function seedDemoPayments(db: Db, clienteId: (name: string) => string | null = () => null): Promise<void> {
  await db.insert(codigosPromocionais).values([
    { codigo: 'BEMVINDO10', tipo: 'percentual', valor: 10, ativo: true, usos: 1 },
    {
      codigo: 'PARCEIRO50',
      tipo: 'fixo',
      valor: 5000,
      ativo: true,
      maxUsos: 20,
      validoAte: addMonths(new Date(), 3).toISOString().slice(0, 10),
    },
  ]);
  const now = Date.now();
  const day = 86_400_000;
  const rows: Array<Omit<PaymentSeed, 'provider'>> = [
    {
      nome: 'Marina Costa',
      email: 'marina.costa@email.com',
      descricao: 'Landing page — pacote inicial',
      valor: 149000,
      valorDesconto: 14900,
      codigoPromocional: 'BEMVINDO10',
      metodoPagamento: 'card',
      parcelas: 3,
      status: 'paid',
      createdAt: new Date(now - 6 * day),
      dataPagamento: new Date(now - 6 * day),
    },
    {
      nome: 'Padaria Pão Dourado',
      email: 'contato@paodourado.com.br',
      descricao: 'Manutenção mensal do site',
      valor: 29900,
      tipoPagamento: 'recorrente',
      metodoPagamento: 'card',
      status: 'paid',
      createdAt: new Date(now - 4 * day),
      dataPagamento: new Date(now - 4 * day),
    },
    {
      nome: 'João Araújo',
      email: 'joao.araujo@email.com',
      descricao: 'Consultoria de SEO',
      valor: 60000,
      metodoPagamento: 'pix',
      status: 'unpaid',
      createdAt: new Date(now - 2 * day),
    },
    {
      nome: 'Clínica Sorriso Feliz',
      email: 'recepcao@sorrisofeliz.com.br',
      descricao: 'Campanha de anúncios — setup',
      valor: 120000,
      tipoPagamento: 'fatura',
      metodoPagamento: 'boleto',
      status: 'unpaid',
      vencimentoFatura: invoiceDueDate(),
      createdAt: new Date(now - day),
    },
    {
      nome: 'Rafael Lima',
      email: 'rafael.lima@email.com',
      descricao: 'Cartão de visita digital',
      valor: 25000,
      metodoPagamento: 'card',
      status: 'failed',
      createdAt: new Date(now - 3 * 3600_000),
    },
  ];
  await createPaymentsBulk(
    db,
    rows.map((row) => ({
      ...row,
      clienteId: clienteId(row.nome),
      provider: 'sandbox',
      stripeCheckoutId: `sbx_${randomBytes(16).toString('hex')}`,
      updatedAt: row.createdAt,
    })),
  );
}
