import 'server-only';
import { eq } from 'drizzle-orm';
import { todayInSaoPaulo } from '@/lib/format';
import { fill, m } from '@/lib/messages';
import { formatMoney } from '@/lib/format';
import { normalizePromoCode, promoDiscount, promoRefusal } from '@/lib/payments/promo';
import type { Db } from '@/server/platform/db/client';
import { codigosPromocionais } from '@/server/platform/db/schema';

/** Document 001 §3, Promo verification result (amounts in centavos, D5). */
export type PromoVerification = {
  valido: boolean;
  mensagem: string;
  codigo: string;
  valorDesconto: number;
  valorOriginal: number;
  valorFinal: number;
};

/** verificar-codigo-promocional (document 001 §7), also re-run by create-checkout so the form cannot invent a discount. */
export async function verifyPromo(db: Db, rawCode: string, valorOriginal: number): Promise<PromoVerification> {
  const codigo = normalizePromoCode(rawCode);
  const [code] = await db.select().from(codigosPromocionais).where(eq(codigosPromocionais.codigo, codigo));
  // Uses held by open checkouts count as taken (D35).
  const refusal = promoRefusal(code ? { ...code, usos: code.usos + code.reservados } : null, todayInSaoPaulo());
  if (refusal || !code) {
    // One answer for every refusal: whether a code exists, is paused or used up is not the caller's business.
    return {
      valido: false,
      mensagem: m.payments.promoRefusal.text,
      codigo,
      valorDesconto: 0,
      valorOriginal,
      valorFinal: valorOriginal,
    };
  }
  const valorDesconto = promoDiscount(code, valorOriginal);
  const valorFinal = valorOriginal - valorDesconto;
  return {
    valido: true,
    mensagem: fill(m.payments.promo.appliedText, {
      desconto: formatMoney(valorDesconto),
      total: formatMoney(valorFinal),
    }),
    codigo,
    valorDesconto,
    valorOriginal,
    valorFinal,
  };
}
