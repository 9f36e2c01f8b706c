import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/server/platform/db/client';
import { pagamentos } from '@/server/platform/db/schema';

/** What the payer's success page shows of their own payment, found by its unguessable checkout id. */
export const PUBLIC_PAYMENT_COLUMNS = {
  id: pagamentos.id,
  nome: pagamentos.nome,
  email: pagamentos.email,
  descricao: pagamentos.descricao,
  valor: pagamentos.valor,
  valorDesconto: pagamentos.valorDesconto,
  valorFinal: pagamentos.valorFinal,
  codigoPromocional: pagamentos.codigoPromocional,
  metodoPagamento: pagamentos.metodoPagamento,
  tipoPagamento: pagamentos.tipoPagamento,
  parcelas: pagamentos.parcelas,
  status: pagamentos.status,
  provider: pagamentos.provider,
  createdAt: pagamentos.createdAt,
  dataPagamento: pagamentos.dataPagamento,
  vencimentoFatura: pagamentos.vencimentoFatura,
  urlQrcode: pagamentos.urlQrcode,
  urlBoleto: pagamentos.urlBoleto,
  checkoutUrl: pagamentos.checkoutUrl,
  stripeCheckoutId: pagamentos.stripeCheckoutId,
};

export type PublicPayment = Omit<
  Awaited<ReturnType<typeof loadPublicPayment>> & object,
  'createdAt' | 'dataPagamento'
> & {
  createdAt: string;
  dataPagamento: string | null;
};

async function loadPublicPayment(checkoutId: string) {
  const db = await getDb();
  const [row] = await db
    .select(PUBLIC_PAYMENT_COLUMNS)
    .from(pagamentos)
    .where(eq(pagamentos.stripeCheckoutId, checkoutId));
  return row ?? null;
}

/** Plain data for a client component (dates as ISO text). */
export async function getPublicPayment(checkoutId: string): Promise<PublicPayment | null> {
  if (!checkoutId || checkoutId.length > 300) return null;
  const row = await loadPublicPayment(checkoutId);
  return row
    ? { ...row, createdAt: row.createdAt.toISOString(), dataPagamento: row.dataPagamento?.toISOString() ?? null }
    : null;
}
