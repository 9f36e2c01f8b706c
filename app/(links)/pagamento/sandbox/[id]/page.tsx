import { FlaskConical } from 'lucide-react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PaymentShell } from '@/components/payments/payment-shell';
import { SandboxActions } from '@/components/payments/sandbox-actions';
import { formatMoney } from '@/lib/format';
import { instalmentLabel, isPaidStatus } from '@/lib/payments/rules';
import { getSandboxCheckout } from '@/server/payments/sandbox';

export const metadata: Metadata = { title: 'Checkout de teste', robots: { index: false, follow: false } };

/** D16: the sandbox provider's checkout page (only for payments the sandbox made). */
export default async function SandboxCheckoutPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const payment = await getSandboxCheckout(id);
  if (!payment) notFound();
  const t = await getTranslations('payments');
  const done = isPaidStatus(payment.status) || payment.status === 'failed' || payment.status === 'canceled';
  return (
    <PaymentShell width="max-w-xl">
      <section className="grid gap-5 rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
        <span className="inline-flex w-fit items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
          <FlaskConical className="size-3.5" /> {t('sandbox.badge')}
        </span>
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t('sandbox.title')}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{t('sandbox.text')}</p>
        </div>
        <dl className="grid gap-2 rounded-xl border bg-muted/30 p-4 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('success.descricao')}</dt>
            <dd className="text-right font-medium">{payment.descricao}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('success.metodo')}</dt>
            <dd>
              {t(`dashboard.methods.${payment.metodoPagamento as 'card'}`)}
              {payment.parcelas > 1 ? ` · ${instalmentLabel(payment.parcelas)}` : ''}
            </dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('dashboard.detail.tipo')}</dt>
            <dd>{t(`tipos.${payment.tipoPagamento as 'avulso'}`)}</dd>
          </div>
          {payment.valorDesconto > 0 && (
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">{t('success.desconto')}</dt>
              <dd className="tabular-nums">− {formatMoney(payment.valorDesconto)}</dd>
            </div>
          )}
          <div className="flex justify-between gap-4 border-t pt-2 text-base font-semibold">
            <dt>{t('form.total')}</dt>
            <dd className="tabular-nums">{formatMoney(payment.valorFinal)}</dd>
          </div>
        </dl>
        {done ? (
          <p role="status" className="rounded-lg bg-muted p-3 text-center text-sm">
            {t('sandbox.done')}
          </p>
        ) : (
          <SandboxActions
            checkoutId={id}
            metodo={payment.metodoPagamento}
            tipo={payment.tipoPagamento}
            waiting={payment.status === 'unpaid'}
            valor={formatMoney(payment.valorFinal)}
          />
        )}
      </section>
    </PaymentShell>
  );
}
