import { FlaskConical } from 'lucide-react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { PaymentShell } from '@/components/payments/payment-shell';
import { SandboxPayButton } from '@/components/pix/sandbox-pay-button';
import { now } from '@/lib/clock';
import { formatDate, formatMoney, todayInSaoPaulo } from '@/lib/format';
import { amountDueOn } from '@/lib/pix/amount-due';
import type { CobvRequest } from '@/lib/pix/cobv';
import { pixProviderName } from '@/server/pix/config';
import { sandboxCobvByLocation } from '@/server/pix/sandbox-psp';

export const metadata: Metadata = { title: 'Banco de teste', robots: { index: false, follow: false } };
export const dynamic = 'force-dynamic';

/**
 * The sandbox PSP's "bank app" (D20, D99): what a payer's bank shows for a cobv's location, and a button that pays
 * the amount due today. Only with the sandbox provider; no real money moves.
 */
export default async function PixSandboxPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  if (pixProviderName() !== 'sandbox' || !/^[0-9a-f]{32}$/.test(token)) notFound();
  const cobv = await sandboxCobvByLocation(token);
  if (!cobv) notFound();
  const t = await getTranslations('pix.sandboxPage');
  const pedido = (cobv.raw as CobvRequest & { status: string }) ?? null;
  const due = amountDueOn(pedido, todayInSaoPaulo(now()));
  return (
    <PaymentShell width="max-w-xl">
      <section className="grid gap-5 rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
        <span className="inline-flex w-fit items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">
          <FlaskConical className="size-3.5" /> {t('badge')}
        </span>
        <div>
          <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{t('text')}</p>
        </div>
        <dl className="grid gap-2 rounded-xl border bg-muted/30 p-4 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('payer')}</dt>
            <dd className="text-right font-medium">{pedido.devedor?.nome}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('beneficiary')}</dt>
            <dd className="text-right break-all">{pedido.chave}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('due')}</dt>
            <dd>{formatDate(pedido.calendario.dataDeVencimento)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t pt-2 text-base font-semibold">
            <dt>{t('amount')}</dt>
            <dd className="tabular-nums" data-testid="sandbox-amount">
              {formatMoney(due.total)}
            </dd>
          </div>
        </dl>
        {cobv.status === 'ATIVA' && due.payable ? (
          // PaymentShell gives its subtree only the payments texts: the button's own come in here.
          <ClientMessages namespaces={['pix']}>
            <SandboxPayButton token={token} valor={formatMoney(due.total)} />
          </ClientMessages>
        ) : (
          <p role="status" className="rounded-lg bg-muted p-3 text-center text-sm">
            {t('notActive')}
          </p>
        )}
      </section>
    </PaymentShell>
  );
}
