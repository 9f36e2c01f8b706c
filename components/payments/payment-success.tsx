'use client';

import { CheckCircle2, Clock, Copy, Download, ExternalLink, RefreshCw } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { useTranslations } from '@/components/i18n/use-translations';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '@/components/common/lazy-toast';
import { Button } from '@/components/ui/button';
import { formatDate, formatDateTime, formatMoney, todayInSaoPaulo } from '@/lib/format';
import { instalmentLabel, isPaidStatus, nextMonthlyCharge, successKey } from '@/lib/payments/rules';
import { statusCheckOutcome } from '@/lib/payments/status-check';
import { withRetry } from '@/lib/retry';
import { checkPaymentStatus } from '@/server/payments/actions';
import type { PublicPayment } from '@/server/payments/public';
import { PaymentStatusBadge } from './payment-status-badge';

const absolute = (url: string) =>
  typeof window !== 'undefined' ? new URL(url, window.location.origin).toString() : url;

/** Document 001 §2.10 and §4 (Success page message). */
export function PaymentSuccess({
  sessionId,
  initial,
  chargeSlug = null,
}: {
  sessionId: string;
  initial: PublicPayment | null;
  chargeSlug?: string | null;
}) {
  const t = useTranslations('payments');
  const [payment, setPayment] = useState(initial);
  const [refreshing, setRefreshing] = useState(false);

  const check = useCallback(
    async (announce: boolean) => {
      if (!sessionId) return;
      setRefreshing(true);
      try {
        const result = await withRetry(() => checkPaymentStatus({ sessionId }));
        if (!result.ok) {
          if (announce) toast.error(t('statusCheck.error'), { description: result.error });
          return;
        }
        setPayment(result.data.pagamento);
        if (!announce) return;
        const status = result.data.status;
        const outcome = statusCheckOutcome(status);
        if (outcome === 'paid') toast.success(t('statusCheck.paid'), { description: t('statusCheck.paidText') });
        else if (outcome === 'unpaid')
          toast.info(t('statusCheck.unpaid'), { description: t('statusCheck.unpaidText') });
        else toast.info(t('statusCheck.other', { status: t(`status.${status as 'paid'}`) }));
      } catch {
        if (announce) toast.error(t('statusCheck.error'));
      } finally {
        setRefreshing(false);
      }
    },
    [sessionId, t],
  );

  // Checks the status on load (document 001 §2.10), after the first paint.
  useEffect(() => {
    const timer = setTimeout(() => void check(false), 0);
    return () => clearTimeout(timer);
  }, [check]);

  const copy = async (text: string, ok: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(ok);
    } catch {
      toast.error(t('success.copyError'), { description: t('success.copyErrorText') });
    }
  };

  const key = successKey(payment);
  const paid = isPaidStatus(payment?.status);
  return (
    <section className="grid gap-6 rounded-2xl border bg-card p-6 shadow-sm sm:p-8" aria-labelledby="success-title">
      <div className="grid justify-items-center gap-3 text-center">
        <span
          className={`flex size-14 items-center justify-center rounded-full ${paid || !payment ? 'bg-green-100' : 'bg-amber-100'}`}
        >
          {paid || !payment ? (
            <CheckCircle2 className="size-8 text-green-600" />
          ) : (
            <Clock className="size-8 text-amber-600" />
          )}
        </span>
        <h1 id="success-title" className="text-2xl font-bold tracking-tight">
          {t(`success.${key}`)}
        </h1>
        <p className="max-w-md text-muted-foreground">{t(`success.messages.${key}`)}</p>
        {payment && <PaymentStatusBadge status={payment.status} onSuccessPage className="text-sm" />}
        {sessionId && (
          <div className="flex flex-wrap justify-center gap-2">
            <Button variant="outline" size="sm" onClick={() => check(true)} disabled={refreshing}>
              <RefreshCw className={refreshing ? 'animate-spin' : undefined} />{' '}
              {refreshing ? t('success.refreshing') : t('success.refresh')}
            </Button>
            {payment && (
              <Button variant="outline" size="sm" onClick={() => copy(payment.id, t('success.idCopied'))}>
                <Copy /> {t('success.copyId')}
              </Button>
            )}
          </div>
        )}
      </div>

      {payment && (
        <>
          {payment.metodoPagamento === 'pix' && !paid && payment.urlQrcode && (
            <div className="grid justify-items-center gap-3 rounded-xl border p-5 text-center">
              <h2 className="font-semibold">{t('success.pixTitle')}</h2>
              {/* eslint-disable-next-line @next/next/no-img-element -- the provider's image, any host */}
              <img
                src={payment.urlQrcode}
                alt={t('success.pixAlt')}
                width={208}
                height={208}
                className="size-52 rounded-lg border bg-white p-2"
                data-testid="pix-qr"
              />
              <div className="flex flex-wrap justify-center gap-2">
                <Button asChild variant="default" size="sm">
                  <a href={payment.urlQrcode} download="qrcode-pix.png">
                    <Download /> {t('success.downloadQr')}
                  </a>
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => copy(absolute(payment.urlQrcode!), t('success.linkCopied'))}
                >
                  <Copy /> {t('success.copyLink')}
                </Button>
              </div>
            </div>
          )}
          {payment.metodoPagamento === 'boleto' && !paid && payment.urlBoleto && (
            <div className="grid gap-3 rounded-xl border p-5">
              <h2 className="font-semibold">{t('success.boletoTitle')}</h2>
              <p className="text-sm text-muted-foreground">{t('success.boletoText')}</p>
              <div className="flex flex-wrap gap-2">
                <Button asChild size="sm">
                  <a href={payment.urlBoleto} target="_blank" rel="noreferrer">
                    <Download /> {t('success.downloadBoleto')}
                  </a>
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => copy(absolute(payment.urlBoleto!), t('success.linkCopied'))}
                >
                  <Copy /> {t('success.copyLink')}
                </Button>
              </div>
            </div>
          )}
          {payment.tipoPagamento === 'recorrente' && (
            <div className="grid gap-1 rounded-xl border bg-primary/5 p-5 text-sm">
              <h2 className="text-base font-semibold">{t('success.subscriptionTitle')}</h2>
              <p>{t('success.subscriptionText', { valor: formatMoney(payment.valorFinal) })}</p>
              <p>
                {t('success.nextCharge', {
                  date: formatDate(
                    nextMonthlyCharge(todayInSaoPaulo(new Date(payment.dataPagamento ?? payment.createdAt))),
                  ),
                })}
              </p>
              <p className="text-muted-foreground">{t('success.subscriptionCancel')}</p>
            </div>
          )}
          {payment.tipoPagamento === 'fatura' && (
            <div className="grid gap-2 rounded-xl border bg-primary/5 p-5 text-sm">
              <h2 className="text-base font-semibold">{t('success.invoiceTitle')}</h2>
              <p>{t('success.invoiceDue', { date: formatDate(payment.vencimentoFatura) })}</p>
              {!paid && payment.checkoutUrl && (
                <Button asChild size="sm" className="w-fit">
                  <a href={payment.checkoutUrl} target="_blank" rel="noreferrer">
                    <ExternalLink /> {t('success.openInvoice')}
                  </a>
                </Button>
              )}
            </div>
          )}

          <div className="rounded-xl border">
            <h2 className="border-b px-5 py-3 font-semibold">{t('success.details')}</h2>
            <dl className="grid gap-2 p-5 text-sm">
              <Row label={t('success.id')} value={<span className="font-mono text-xs break-all">{payment.id}</span>} />
              <Row label={t('success.descricao')} value={payment.descricao} />
              <Row label={t('success.nome')} value={payment.nome} />
              <Row label={t('success.email')} value={payment.email} />
              <Row label={t('success.metodo')} value={t(`dashboard.methods.${payment.metodoPagamento as 'card'}`)} />
              {payment.parcelas > 1 && <Row label={t('success.parcelas')} value={instalmentLabel(payment.parcelas)} />}
              <Row label={t('success.data')} value={formatDateTime(payment.dataPagamento ?? payment.createdAt)} />
              <Row label={t('success.valor')} value={formatMoney(payment.valor)} />
              {payment.valorDesconto > 0 && (
                <Row
                  label={`${t('success.desconto')} (${payment.codigoPromocional})`}
                  value={`− ${formatMoney(payment.valorDesconto)}`}
                />
              )}
              <div className="flex justify-between gap-4 border-t pt-2 text-base font-semibold">
                <dt>{paid ? t('success.total') : t('success.totalDue')}</dt>
                <dd className="tabular-nums" data-testid="valor-final">
                  {formatMoney(payment.valorFinal)}
                </dd>
              </div>
            </dl>
          </div>
        </>
      )}

      <div className="flex flex-col justify-center gap-2 sm:flex-row">
        {chargeSlug && (
          <Button asChild size="lg" variant="outline">
            <Link href={`/p/${encodeURIComponent(chargeSlug)}`}>{t('form.viewCharge')}</Link>
          </Button>
        )}
        <Button asChild size="lg">
          <Link href="/pagamento">{t('success.again')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/">{t('success.home')}</Link>
        </Button>
      </div>
    </section>
  );
}

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right">{value}</dd>
    </div>
  );
}
