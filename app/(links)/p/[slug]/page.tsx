import { AlertTriangle, CheckCircle2, CreditCard, FileDown, Info, QrCode } from 'lucide-react';
import type { Metadata } from 'next';
import { IntentLink as Link } from '@/components/common/intent-link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import QRCode from 'qrcode';
import { ChargeStatusBadge } from '@/components/charges/charge-status-badge';
import { CopyButton } from '@/components/charges/copy-button';
import { ClientMessages } from '@/components/i18n/client-messages';
import { Button } from '@/components/ui/button';
import { AgencyLegalLine, AgencyMark, BrandStyle } from '@/components/common/agency-identity';
import { getAgency } from '@/server/agency/profile';
import { beneficiaryLine } from '@/lib/charges/beneficiary-line';
import { netPaid } from '@/lib/charges/net-paid';
import { isOpen, isOverdueForPublic, paymentMethodLabel } from '@/lib/charges/rules';
import { formatDate, formatDateTime, formatMoney, formatPercent } from '@/lib/format';
import { chargePaymentProof } from '@/server/charges/payment-proof';
import { chargeDue, chargePixCode, getPublicCharge } from '@/server/charges/public';
import { onlinePaymentsAvailable } from '@/server/payments/config';
import { dynamicPixOf } from '@/server/pix/public-cobv';

type Props = { params: Promise<{ slug: string }> };

/** D184: a paid charge with settled refunds states what was paid, what went back and the net amount. */
async function NetPaid({ charge }: { charge: { valor: number; valorPago: number | null; devolvido: number } }) {
  const t = await getTranslations('chargeGuard.net');
  const net = netPaid(charge, charge.devolvido);
  return (
    <section className="grid gap-2 rounded-xl border bg-card p-5" data-testid="valor-liquido" aria-label={t('net')}>
      <p className="flex items-center gap-2 font-medium">
        <Info className="size-5 shrink-0 text-primary" /> {net.total ? t('noteFull') : t('note')}
      </p>
      <dl className="grid max-w-sm gap-1 text-sm">
        <div className="flex justify-between gap-4">
          <dt>{t('paid')}</dt>
          <dd className="tabular-nums">{formatMoney(net.pago)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{t('refunded')}</dt>
          <dd className="tabular-nums">− {formatMoney(net.devolvido)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t pt-1 font-semibold">
          <dt>{t('net')}</dt>
          <dd className="tabular-nums">{formatMoney(net.liquido)}</dd>
        </div>
      </dl>
    </section>
  );
}

export const metadata: Metadata = { title: 'Cobrança', robots: { index: false, follow: false } };

// The same page for everyone, so it is cached: rendered on the first visit and again whenever the charge
// changes (its actions and a payment's fulfilment revalidate /p/{slug} and /p/{id}). Hourly besides, for
// the overdue notice; the amounts after the due date change with the São Paulo day, so the worker also asks
// for every charge page to be rendered again at the start of each day (server/automation/revalidate-daily.ts).
export const revalidate = 3600;
export const generateStaticParams = async () => [];

/** Document 001 §2.8: the public charge page (by slug, and by id), with a scannable Pix code (D14). */
export default async function PublicChargePage({ params }: Props) {
  const { slug } = await params;
  const charge = await getPublicCharge(slug);
  if (!charge) notFound();
  const t = await getTranslations('charges');
  const tp = await getTranslations('payments.form');
  const agency = await getAgency();
  const ta = await getTranslations('automation.breakdown');
  const open = isOpen(charge.status);
  // D99: a charge with an ATIVA cobv shows the PSP's dynamic code and the amount the payer's bank asks today.
  const dynamic = open ? await dynamicPixOf(charge) : null;
  const tx = await getTranslations('pix.public');
  // D187: a paid charge shows its payment: time, amount in figures and words, the Pix's E2E id and payer.
  const proof = charge.status === 'pago' ? await chargePaymentProof({ slug: charge.slug }) : null;
  // After the due date an open charge asks for its updated total (fine + interest, D63).
  const due = dynamic?.due ?? chargeDue(charge);
  // D170: the charge's one payable Pix, the same code its e-mails, WhatsApp text, PDF and portal carry.
  const pix = open ? await chargePixCode(charge, due.total) : null;
  const qr = pix?.brCode
    ? await QRCode.toString(pix.brCode, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
    : null;
  const beneficiary = pix ? beneficiaryLine(pix.beneficiary, pix.city) : null;
  // The charge's own "chave" is either a Pix key (e-mail, CPF/CNPJ, phone, random key) or a payment link: named as
  // what it is. Only without a PSP has a charge one (D131, D170).
  const ownKey = pix?.ownKey ?? null;
  const keyIsLink = !!ownKey && /^https?:\/\//i.test(ownKey);
  const keyLabel = keyIsLink ? t('public.pixLink') : t('public.pixKey');
  const altKey = pix?.altKey ?? null;
  const copyError = { title: t('toasts.copyError'), description: t('toasts.copyKeyErrorText') };

  return (
    <ClientMessages namespaces={[]}>
      <div className="min-h-dvh bg-gradient-to-b from-accent/60 to-background">
        <header className="border-b bg-card/80 backdrop-blur">
          <div className="mx-auto flex h-14 max-w-3xl items-center justify-between px-4">
            <Link href="/" className="min-w-0 font-semibold">
              <AgencyMark />
            </Link>
            {/* D274: the agency's colour. */}
            <BrandStyle />
            <Link href="/" className="text-sm text-muted-foreground hover:text-foreground">
              {t('public.visitSite')}
            </Link>
          </div>
        </header>
        <main className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-5 px-4 py-8">
          <section className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <p className="text-sm text-muted-foreground">
                  {t('public.charge')} {charge.numeroCobranca}
                </p>
                <h1 className="mt-1 text-2xl font-bold">{charge.titulo}</h1>
              </div>
              <ChargeStatusBadge status={charge.status} className="text-sm" />
            </div>
            <p className="mt-6 text-sm text-muted-foreground">{t('public.toPay')}</p>
            <p className="text-4xl font-extrabold tracking-tight tabular-nums" data-testid="valor-a-pagar">
              {formatMoney(due.total)}
            </p>
            {due.diasAtraso > 0 && (
              <dl
                className="mt-4 grid max-w-sm gap-1 rounded-xl border bg-muted/40 p-4 text-sm"
                data-testid="breakdown"
                aria-label={ta('title')}
              >
                <div className="flex justify-between gap-4">
                  <dt>{ta('original')}</dt>
                  <dd className="tabular-nums">{formatMoney(due.valor)}</dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt>{ta('multa', { pct: formatPercent(charge.multaPercentual) })}</dt>
                  <dd className="tabular-nums">{formatMoney(due.multa)}</dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt>{ta('juros', { dias: due.diasAtraso })}</dt>
                  <dd className="tabular-nums">{formatMoney(due.juros)}</dd>
                </div>
                <div className="flex justify-between gap-4 border-t pt-1 font-semibold">
                  <dt>{ta('total')}</dt>
                  <dd className="tabular-nums">{formatMoney(due.total)}</dd>
                </div>
              </dl>
            )}
            <dl className="mt-6 grid gap-4 sm:grid-cols-3">
              <div>
                <dt className="text-xs text-muted-foreground">{t('public.cliente')}</dt>
                <dd className="font-medium">{charge.cliente}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">{t('public.vencimento')}</dt>
                <dd className="font-medium">{formatDate(charge.dataVencimento)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">{t('public.forma')}</dt>
                <dd className="font-medium">{paymentMethodLabel(charge.formaPagamento).toUpperCase()}</dd>
              </div>
            </dl>
            {charge.descricao && (
              <div className="mt-5">
                <h2 className="text-xs text-muted-foreground">{t('public.descricao')}</h2>
                <p className="mt-1 whitespace-pre-line">{charge.descricao}</p>
              </div>
            )}
            {charge.observacoes && (
              <div className="mt-4">
                <h2 className="text-xs text-muted-foreground">{t('public.observacoes')}</h2>
                <p className="mt-1 whitespace-pre-line">{charge.observacoes}</p>
              </div>
            )}
          </section>

          {isOverdueForPublic(charge.status, charge.dataVencimento) && (
            <p
              role="alert"
              className="flex items-center gap-2 rounded-xl border border-red-200 bg-red-50 p-4 font-medium text-red-800"
            >
              <AlertTriangle className="size-5 shrink-0" />{' '}
              {t('detail.overdue', { date: formatDate(charge.dataVencimento) })}
            </p>
          )}

          {charge.status === 'pago' && (
            <p
              role="status"
              className="flex items-center gap-2 rounded-xl border border-green-200 bg-green-50 p-5 text-lg font-semibold text-green-800"
            >
              <CheckCircle2 className="size-6 shrink-0" /> {t('public.paid')}
            </p>
          )}
          {proof && (
            <section
              className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8"
              aria-labelledby="proof-title"
              data-testid="payment-proof"
            >
              <h2 id="proof-title" className="text-lg font-bold">
                {t('public.proof.title')}
              </h2>
              <dl className="mt-4 grid gap-4 sm:grid-cols-2">
                <div className="sm:col-span-2">
                  <dt className="text-xs text-muted-foreground">{t('public.proof.amount')}</dt>
                  <dd className="font-semibold tabular-nums">{formatMoney(proof.valor)}</dd>
                  <dd className="text-sm text-muted-foreground" data-testid="proof-words">
                    ({proof.valorPorExtenso})
                  </dd>
                </div>
                {proof.pagoEm && (
                  <div>
                    <dt className="text-xs text-muted-foreground">{t('public.proof.paidAt')}</dt>
                    <dd className="font-medium">{formatDateTime(proof.pagoEm)}</dd>
                  </div>
                )}
                {proof.pagadorNome && (
                  <div>
                    <dt className="text-xs text-muted-foreground">{t('public.proof.payer')}</dt>
                    <dd className="font-medium">{proof.pagadorNome}</dd>
                  </div>
                )}
                {proof.pagadorDocumento && (
                  <div>
                    <dt className="text-xs text-muted-foreground">{t('public.proof.payerDocument')}</dt>
                    <dd className="font-medium tabular-nums">{proof.pagadorDocumento}</dd>
                  </div>
                )}
                {proof.endToEndId && (
                  <div className="sm:col-span-2">
                    <dt className="text-xs text-muted-foreground">{t('public.proof.endToEnd')}</dt>
                    <dd className="font-mono text-xs break-all">{proof.endToEndId}</dd>
                  </div>
                )}
              </dl>
            </section>
          )}
          {charge.status === 'pago' && charge.devolvido > 0 && <NetPaid charge={charge} />}
          {charge.status === 'cancelado' && (
            <p role="status" className="rounded-xl border bg-card p-5 font-medium text-muted-foreground">
              {t('public.canceled')}
            </p>
          )}

          {open && charge.formaPagamento === 'pix' && pix && (
            <section
              className="grid grid-cols-[minmax(0,1fr)] gap-5 rounded-2xl border bg-card p-6 shadow-sm sm:p-8"
              aria-labelledby="pix-title"
            >
              <h2 id="pix-title" className="flex items-center gap-2 text-xl font-bold">
                <QrCode className="size-6 text-primary" /> {t('public.pixTitle')}
              </h2>
              {!pix.brCode && !ownKey ? (
                <p className="text-muted-foreground">{t('public.noKey')}</p>
              ) : (
                <>
                  {qr && pix.brCode && (
                    <div className="grid grid-cols-[minmax(0,1fr)] items-center gap-5 sm:grid-cols-[13rem_minmax(0,1fr)]">
                      <div
                        role="img"
                        aria-label={t('public.qrAlt', { valor: formatMoney(due.total) })}
                        className="mx-auto w-52 rounded-xl border bg-white p-2 [&_svg]:h-auto [&_svg]:w-full"
                        data-testid="pix-qr"
                        dangerouslySetInnerHTML={{ __html: qr }}
                      />
                      <div className="grid gap-2">
                        <p className="text-sm font-medium">{t('public.copyPaste')}</p>
                        <p className="rounded-lg bg-muted p-3 font-mono text-xs break-all" data-testid="pix-code">
                          {pix.brCode}
                        </p>
                        <CopyButton
                          text={pix.brCode}
                          label={t('public.copyCode')}
                          ok={{ title: t('toasts.codeCopied') }}
                          error={copyError}
                          variant="default"
                          className="w-fit"
                        />
                      </div>
                    </div>
                  )}
                  {ownKey && (
                    <div className="grid gap-2">
                      <p className="text-sm font-medium">{keyLabel}</p>
                      <div className="flex gap-2">
                        <input
                          readOnly
                          value={ownKey}
                          aria-label={keyLabel}
                          size={1}
                          className="h-10 min-w-0 flex-1 rounded-md border bg-muted px-3 text-sm"
                        />
                        <CopyButton
                          text={ownKey}
                          label={keyIsLink ? t('public.copyLink') : t('public.copyKey')}
                          ok={{ title: keyIsLink ? t('toasts.linkCopied') : t('toasts.keyCopied') }}
                          error={copyError}
                        />
                      </div>
                    </div>
                  )}
                  {altKey && (
                    <div className="grid gap-1 rounded-lg border border-dashed p-3">
                      <p className="text-sm font-medium">{t('public.altKey')}</p>
                      <CopyButton
                        text={altKey}
                        label={altKey}
                        ok={{ title: t('toasts.keyCopied') }}
                        error={copyError}
                        variant="secondary"
                        className="w-fit max-w-full truncate font-mono text-xs"
                      />
                    </div>
                  )}
                  <p className="text-sm">
                    {t('public.amount')}: <strong className="tabular-nums">{formatMoney(due.total)}</strong>
                  </p>
                  {pix.dynamic && <p className="text-xs text-muted-foreground">{tx('dynamicHint')}</p>}
                  {dynamic?.sandboxPath && (
                    <Button asChild variant="secondary" className="w-fit">
                      <Link href={dynamic.sandboxPath} data-testid="pix-sandbox-link">
                        {tx('sandboxPay')}
                      </Link>
                    </Button>
                  )}
                  <ol className="grid gap-2 text-sm">
                    {(t.raw('public.steps') as string[]).map((step, i) => (
                      <li key={step} className="flex gap-3">
                        <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-bold text-primary">
                          {i + 1}
                        </span>
                        {step}
                      </li>
                    ))}
                  </ol>
                  {beneficiary && (
                    <p className="text-xs text-muted-foreground">
                      {t('public.beneficiary')}: {beneficiary}
                    </p>
                  )}
                </>
              )}
            </section>
          )}

          {open && charge.formaPagamento !== 'pix' && (
            <section className="flex items-start gap-3 rounded-2xl border bg-card p-6 shadow-sm">
              <Info className="mt-0.5 size-5 shrink-0 text-primary" />
              <div>
                <h2 className="font-semibold">{t('public.howToPay')}</h2>
                <p className="text-muted-foreground">
                  {t('public.otherMethod', { method: paymentMethodLabel(charge.formaPagamento) })}
                </p>
                {/* No boleto provider issues it here: say plainly who sends it and how to ask for it. */}
                {charge.formaPagamento === 'boleto' && (
                  <p className="mt-2 text-sm" data-testid="boleto-how-to-pay">
                    {t(onlinePaymentsAvailable() ? 'public.boletoByContact' : 'public.boletoByContactOffline', {
                      agency: agency.name,
                      email: agency.email,
                      phone: agency.phone,
                      numero: charge.numeroCobranca ?? '',
                    })}
                  </p>
                )}
              </div>
            </section>
          )}

          {open && onlinePaymentsAvailable() && (
            <section className="flex flex-col gap-3 rounded-2xl border bg-card p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between">
              <div>
                <h2 className="font-semibold">{tp('payOnline')}</h2>
                <p className="text-sm text-muted-foreground">{tp('payOnlineText')}</p>
              </div>
              <Button asChild size="lg">
                <Link href={`/pagamento/${charge.slug}`}>
                  <CreditCard /> {tp('payOnline')}
                </Link>
              </Button>
            </section>
          )}

          <Button asChild variant="outline" className="w-fit justify-self-center">
            <a href={`/p/${charge.slug}/pdf`}>
              <FileDown /> {t('public.pdf')}
            </a>
          </Button>
        </main>
        <footer className="py-8 text-center text-xs text-muted-foreground">
          {t('public.footer', { year: new Date().getFullYear(), agency: agency.name })}
          <AgencyLegalLine className="mt-1" />
        </footer>
      </div>
    </ClientMessages>
  );
}
