import { AlertTriangle, ArrowLeft, Pencil } from 'lucide-react';
import type { Metadata } from 'next';
import { IntentLink as Link } from '@/components/common/intent-link';
import { getTranslations } from 'next-intl/server';
import { z } from '@/lib/zod';
import { ChargeReminders } from '@/components/automation/charge-reminders';
import { ChargeActions, ChargeStatusButtons, ReactivateChargeButton } from '@/components/charges/charge-detail-actions';
import { ChargeNotFound } from '@/components/charges/charge-not-found';
import { ChargeStatusBadge } from '@/components/charges/charge-status-badge';
import { DeleteChargeButton } from '@/components/charges/delete-charge-button';
import { Button } from '@/components/ui/button';
import { SendWhatsAppButton } from '@/components/whatsapp/send-whatsapp-button';
import { isOpen, isOverdueForStaff, paymentMethodLabel } from '@/lib/charges/rules';
import { hasRole } from '@/lib/auth/roles';
import { chargeFeeLines } from '@/lib/charges/late-fees';
import { formatDate, formatDateTime, formatMoney, formatPercent, todayInSaoPaulo } from '@/lib/format';
import { now } from '@/lib/clock';
import { requireStaff } from '@/server/auth/session';
import { cancelReasonOf } from '@/server/charges/cancel-reason';
import { clientEmailByName, getCharge } from '@/server/charges/queries';
import { getChargeReminders } from '@/server/charges/reminders-query';
import { env } from '@/server/platform/env';
import { ChargePixPanel } from '@/components/pix/charge-pix-panel';
import { chargePixDetail } from '@/server/pix/charge-pix-query';
import { getChargeWhatsApp } from '@/server/whatsapp/charge-history';

export const metadata: Metadata = { title: 'Detalhes da Cobrança' };

const PIX_STATUSES = new Set([
  'ATIVA',
  'pendente',
  'CONCLUIDA',
  'REMOVIDA_PELO_USUARIO_RECEBEDOR',
  'REMOVIDA_PELO_PSP',
]);

/** Document 001 §2.7. */
export default async function ChargeDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const me = await requireStaff(`/cobrancas/${id}`);
  const charge = z.uuid().safeParse(id).success ? await getCharge(id) : null;
  if (!charge) return <ChargeNotFound id={id} />;
  const t = await getTranslations('charges.detail');
  const cancelled = charge.status === 'cancelado';
  const [defaultEmail, reminders, pix, whatsapp, cancelReason, tg] = await Promise.all([
    clientEmailByName(charge.cliente).then((email) => email ?? ''),
    getChargeReminders(charge),
    chargePixDetail(charge.id),
    getChargeWhatsApp(charge.id),
    cancelled ? cancelReasonOf(charge.id) : null,
    getTranslations('chargeGuard.cancel'),
  ]);
  // D182: a cancelled charge that was never paid can be reactivated.
  const fees = chargeFeeLines(charge, todayInSaoPaulo(now()));
  const canReactivate = cancelled && !charge.dataPagamento && charge.valorPago == null;
  const info: Array<[string, React.ReactNode]> = [
    [t('cliente'), charge.cliente],
    [
      t('valor'),
      <span key="v" className="text-lg font-bold tabular-nums">
        {formatMoney(charge.valor)}
      </span>,
    ],
    [t('vencimento'), formatDate(charge.dataVencimento)],
    [t('forma'), paymentMethodLabel(charge.formaPagamento)],
    [t('pagamento'), formatDateTime(charge.dataPagamento)],
    // D163: every charge's fine and interest (the form's, a contract plan's, a series'), as the charge carries them.
    [
      t('multa'),
      fees.due.diasAtraso > 0
        ? t('multaToday', { pct: formatPercent(fees.multaPercentual), valor: formatMoney(fees.due.multa) })
        : t('multaRate', { pct: formatPercent(fees.multaPercentual) }),
    ],
    [
      t('juros'),
      fees.due.diasAtraso > 0
        ? t('jurosToday', {
            pct: formatPercent(fees.jurosMensalPercentual),
            valor: formatMoney(fees.due.juros),
            dias: fees.due.diasAtraso,
          })
        : t('jurosRate', { pct: formatPercent(fees.jurosMensalPercentual) }),
    ],
    ...(fees.due.diasAtraso > 0 ? [[t('totalHoje'), formatMoney(fees.due.total)] as [string, React.ReactNode]] : []),
    // D131: where the charge's cobv stands at the PSP, when there is one.
    ...(charge.pixStatus && PIX_STATUSES.has(charge.pixStatus)
      ? [[t('pixBanco'), t(`pixStatus.${charge.pixStatus}` as 'pixStatus.ATIVA')] as [string, React.ReactNode]]
      : []),
    [t('descricao'), charge.descricao || '-'],
    [t('observacoes'), charge.observacoes || '-'],
  ];

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <Button asChild variant="ghost" size="sm" className="-ml-2">
            <Link href="/cobrancas">
              <ArrowLeft /> {t('back')}
            </Link>
          </Button>
          <span className="text-sm text-muted-foreground">{t('title')}</span>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link href={`/cobrancas/${charge.id}/edit`}>
            <Pencil /> {t('edit')}
          </Link>
        </Button>
      </div>
      <div>
        <p className="text-sm text-muted-foreground">{charge.numeroCobranca}</p>
        <h1 className="text-2xl font-bold tracking-tight">{charge.titulo}</h1>
        <p className="text-sm text-muted-foreground">{t('createdOn', { date: formatDate(charge.dataCriacao) })}</p>
      </div>
      {isOverdueForStaff(charge.status, charge.dataVencimento) && (
        <p
          role="alert"
          className="flex items-center gap-2 rounded-lg border border-red-200 bg-red-50 p-4 font-medium text-red-800"
        >
          <AlertTriangle className="size-5" /> {t('overdue', { date: formatDate(charge.dataVencimento) })}
        </p>
      )}
      {charge.pixErro && isOpen(charge.status) && charge.formaPagamento === 'pix' && (
        <p
          role="status"
          data-testid="charge-pix-error"
          className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" /> {t('pixErro', { message: charge.pixErro })}
        </p>
      )}
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section className="rounded-xl border bg-card p-5 shadow-xs sm:p-6">
          <h2 className="font-semibold">{t('info')}</h2>
          <dl className="mt-4 grid gap-3 sm:grid-cols-2">
            {info.map(([label, value]) => (
              <div key={label}>
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="mt-0.5 whitespace-pre-line">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <div className="grid content-start gap-5">
          <section className="grid gap-3 rounded-xl border bg-card p-5 shadow-xs">
            <h2 className="font-semibold">{t('statusCard')}</h2>
            <ChargeStatusBadge status={charge.status} className="w-fit text-sm" />
            {isOpen(charge.status) && <ChargeStatusButtons id={charge.id} />}
            {cancelReason && (
              <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]" data-testid="cancel-reason">
                {tg('reasonShown', { motivo: cancelReason })}
              </p>
            )}
            {canReactivate && <ReactivateChargeButton id={charge.id} />}
          </section>
          <section className="grid gap-3 rounded-xl border bg-card p-5 shadow-xs">
            <h2 className="font-semibold">{t('actions')}</h2>
            <ChargeActions
              id={charge.id}
              slug={charge.slug}
              publicUrl={`${env.appUrl}/p/${charge.slug}`}
              defaultEmail={defaultEmail}
            />
            <SendWhatsAppButton
              kind={charge.formaPagamento === 'cartao' ? 'pagamento' : 'cobranca'}
              id={charge.id}
              className="justify-start"
            />
            {hasRole(me.role, 'admin') && charge.status !== 'pago' && <DeleteChargeButton id={charge.id} />}
          </section>
          {pix && <ChargePixPanel chargeId={charge.id} pix={pix} canRefund={hasRole(me.role, 'admin')} />}
          <ChargeReminders
            id={charge.id}
            entries={reminders}
            paused={charge.lembretesPausados}
            open={isOpen(charge.status)}
            whatsapp={whatsapp}
          />
          <section className="grid gap-1 rounded-xl border bg-card p-5 text-xs text-muted-foreground shadow-xs">
            <h2 className="mb-1 text-sm font-semibold text-foreground">{t('record')}</h2>
            <p>
              {t('numero')}: {charge.numeroCobranca}
            </p>
            <p>
              {t('id')}: <span className="font-mono">{charge.id}</span>
            </p>
            <p>
              {t('slug')}: <span className="font-mono">/p/{charge.slug}</span>
            </p>
            <p>{formatDateTime(charge.dataCriacao)}</p>
          </section>
        </div>
      </div>
    </div>
  );
}
