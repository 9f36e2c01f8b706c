import { AlertTriangle, ArrowLeft, FileDown, Pencil } from 'lucide-react';
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
import { groupedChave } from '@/server/nfse/danfse-pdf';
import { CADASTRO_ERROR, chargeNote, type ChargeNote } from '@/server/nfse/note-queries';
import { CancelNoteDialog, RetryNoteButton } from '@/components/nfse/note-actions';
import type { Role } from '@/lib/auth/roles';

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
  const [defaultEmail, reminders, pix, whatsapp, cancelReason, tg, note] = await Promise.all([
    clientEmailByName(charge.cliente).then((email) => email ?? ''),
    getChargeReminders(charge),
    chargePixDetail(charge.id),
    getChargeWhatsApp(charge.id),
    cancelled ? cancelReasonOf(charge.id) : null,
    getTranslations('chargeGuard.cancel'),
    chargeNote(charge.id),
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
          {note && <ChargeNoteCard chargeId={charge.id} note={note} role={me.role} twoFactor={me.twoFactorEnabled} />}
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

/**
 * D238: the charge's NFS-e: its number, key and status, what stopped it, and its DANFSe. D240: "Tentar de novo" for
 * a rejected note (or a pending one whose job gave up), owners and admins; D243: "Cancelar nota" for an issued one,
 * the owner's; a cancelled one says when.
 */
async function ChargeNoteCard({
  chargeId,
  note,
  role,
  twoFactor,
}: {
  chargeId: string;
  note: ChargeNote;
  role: Role;
  twoFactor: boolean;
}) {
  const t = await getTranslations('charges.detail.nota');
  const n = await getTranslations('nfseNote');
  const retry = hasRole(role, 'admin') && (note.status === 'rejeitada' || note.parada);
  const cancel = hasRole(role, 'owner') && note.status === 'emitida' && !!note.chaveAcesso;
  return (
    <section className="grid gap-2 rounded-xl border bg-card p-5 text-sm shadow-xs" data-testid="charge-nfse">
      <h2 className="font-semibold">{t('title')}</h2>
      {note.ambiente === '2' && (
        <p className="rounded-md border border-red-200 bg-red-50 p-2 text-xs font-semibold text-red-800">
          {t('semValidade')}
        </p>
      )}
      <p>
        {t('status')}: <strong>{t(`statuses.${note.status}`)}</strong>
      </p>
      {note.status === 'cancelada' && note.canceladaEm && (
        <p data-testid="charge-nfse-cancelada">{n('card.canceladaEm', { data: formatDate(note.canceladaEm) })}</p>
      )}
      {note.status === 'cancelada' && note.motivo && ['1', '2', '9'].includes(note.motivo) && (
        <p className="text-xs text-muted-foreground">
          {n('card.motivo', { motivo: n(`cancel.motivos.${note.motivo as '1' | '2' | '9'}`) })}
        </p>
      )}
      <p>
        {t('numero')}: {note.serie}/{note.numero}
      </p>
      {note.chaveAcesso && (
        <p className="[overflow-wrap:anywhere]">
          {t('chave')}: <span className="font-mono text-xs">{groupedChave(note.chaveAcesso)}</span>
        </p>
      )}
      {note.status === 'rejeitada' && note.erros && note.erros.length > 0 && (
        <div role="status" className="grid gap-1 rounded-md border border-amber-200 bg-amber-50 p-3 text-amber-900">
          <p className="font-medium">{t('erros')}</p>
          <ul className="list-disc pl-4">
            {note.erros.map((erro) => (
              <li key={`${erro.codigo}:${erro.descricao}`}>
                {erro.descricao}
                {erro.codigo !== CADASTRO_ERROR &&
                  ` (${erro.codigo}${erro.complemento ? `: ${erro.complemento}` : ''})`}
              </li>
            ))}
          </ul>
          <p className="text-xs">{retry ? n('card.rejeicao') : t('corrigir')}</p>
        </div>
      )}
      {retry && (
        <RetryNoteButton
          chargeId={chargeId}
          texts={{ botao: n('retry.botao'), enviando: n('retry.enviando'), feito: n('retry.feito') }}
        />
      )}
      {(note.status === 'emitida' || note.status === 'cancelada') && note.chaveAcesso && (
        <Button asChild variant="outline" size="sm" className="w-fit">
          <a href={`/cobrancas/${chargeId}/nota-fiscal`}>
            <FileDown /> {t('baixar')}
          </a>
        </Button>
      )}
      {cancel && (
        <CancelNoteDialog
          chargeId={chargeId}
          texts={{
            botao: n('cancel.botao'),
            titulo: n('cancel.titulo', { numero: note.numero }),
            aviso: n('cancel.aviso'),
            motivo: n('cancel.motivo'),
            motivos: { '1': n('cancel.motivos.1'), '2': n('cancel.motivos.2'), '9': n('cancel.motivos.9') },
            justificativa: n('cancel.justificativa'),
            confirmacao: n(twoFactor ? 'cancel.confirmacaoCodigo' : 'cancel.confirmacaoSenha'),
            confirmar: n('cancel.confirmar'),
            enviando: n('cancel.enviando'),
            voltar: n('cancel.voltar'),
            feito: n('cancel.feito'),
          }}
        />
      )}
    </section>
  );
}
