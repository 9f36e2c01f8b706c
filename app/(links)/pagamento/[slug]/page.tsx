import { CheckCircle2, Info } from 'lucide-react';
import type { Metadata } from 'next';
import { IntentLink as Link } from '@/components/common/intent-link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PaymentForm } from '@/components/payments/payment-form';
import { PaymentShell } from '@/components/payments/payment-shell';
import { Button } from '@/components/ui/button';
import { isOpen } from '@/lib/charges/rules';
import { chargeDue, getPublicCharge } from '@/server/charges/public';

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
  const initial = {
    nome: charge.cliente,
    email: '',
    descricao: `Cobrança ${charge.numeroCobranca} — ${charge.titulo}`.slice(0, 500),
    valor: (valor / 100).toFixed(2),
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
        }}
      />
    </PaymentShell>
  );
}
