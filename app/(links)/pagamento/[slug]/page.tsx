import { CheckCircle2, Info } from 'lucide-react';
import type { Metadata } from 'next';
import { IntentLink as Link } from '@/components/common/intent-link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PaymentForm } from '@/components/payments/payment-form';
import { PaymentShell } from '@/components/payments/payment-shell';
import { Button } from '@/components/ui/button';
import { isOpen } from '@/lib/charges/rules';
import type { FormMethod } from '@/lib/payments/rules';
import { centavosToField } from '@/lib/money/input';
import { chargeClientEmail, chargeDue, getPublicCharge } from '@/server/charges/public';

/** A charge's method (pix, cartao, boleto, transferencia) as the payment form's tab; a transfer has none. */
const CHARGE_METHOD_TO_FORM: Record<string, FormMethod | undefined> = { pix: 'pix', boleto: 'boleto', cartao: 'card' };

export const metadata: Metadata = { title: 'Pagamento da cobrança', robots: { index: false, follow: false } };

/** D1: /pagamento/{slug} pays the charge with that slug, prefilled and with its value locked. */
export default async function ChargePaymentPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const charge = await getPublicCharge(slug);
  if (!charge) notFound();
  const t = await getTranslations('payments.form');
  if (!isOpen(charge.status)) {
    return (
      <PaymentShell>
        <section className="grid justify-items-center gap-4 rounded-2xl border bg-card p-8 text-center shadow-sm">
          {charge.status === 'pago' ? (
            <CheckCircle2 className="size-10 text-green-600" />
          ) : (
            <Info className="size-10 text-muted-foreground" />
          )}
          <h1 className="text-xl font-semibold">
            {charge.status === 'pago' ? t('chargePaid') : t('chargeUnavailable')}
          </h1>
          <Button asChild variant="outline">
            <Link href={`/p/${charge.slug}`}>{t('viewCharge')}</Link>
          </Button>
        </section>
      </PaymentShell>
    );
  }
  const valor = chargeDue(charge).total;
  // The charge's client pays: their e-mail from the client record, the amount as every form writes money.
  const initial = {
    nome: charge.cliente,
    email: (await chargeClientEmail(charge.slug)) ?? '',
    descricao: `Cobrança ${charge.numeroCobranca} — ${charge.titulo}`.slice(0, 500),
    valor: centavosToField(valor),
  };
  return (
    <PaymentShell>
      <PaymentForm
        initial={initial}
        charge={{
          slug: charge.slug,
          numero: charge.numeroCobranca,
          titulo: charge.titulo,
          cliente: charge.cliente,
          valor,
          metodo: CHARGE_METHOD_TO_FORM[charge.formaPagamento] ?? 'card',
        }}
      />
    </PaymentShell>
  );
}
