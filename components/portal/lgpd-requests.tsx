'use client';

import { ShieldCheck } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/common/confirm-dialog';
import { formatDate } from '@/lib/format';
import type { LgpdRequestRow } from '@/server/portal/requests-queries';
import { executeErasure } from '@/server/portal/staff-actions';

function ExecuteErasureButton({ id, nome }: { id: string; nome: string }) {
  const t = useTranslations('portal.privacyAdmin');
  const router = useRouter();
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="destructive">
          <ShieldCheck /> {t('execute')}
        </Button>
      }
      title={t('confirmTitle', { nome })}
      description={t('confirmText')}
      cancelLabel={t('cancel')}
      confirmLabel={t('confirm')}
      action={() => executeErasure({ id })}
      success={{ title: t('done') }}
      failure={(error) => ({ title: t('error'), description: error })}
      onSuccess={() => router.refresh()}
    />
  );
}

/**
 * The requests on /privacidade: pending erasures first, in a list of their own, then the log of exports and
 * completed erasures with what each erasure kept and why.
 */
export function LgpdRequests({ pending, log }: { pending: LgpdRequestRow[]; log: LgpdRequestRow[] }) {
  const t = useTranslations('portal.privacyAdmin');
  return (
    <>
      <section aria-labelledby="lgpd-pendentes" className="grid gap-3">
        <h2 id="lgpd-pendentes" className="font-semibold">
          {t('pendingHeading')}
        </h2>
        <RequestList rows={pending} empty={t('pendingEmpty')} />
      </section>
      <section aria-labelledby="lgpd-historico" className="grid gap-3">
        <h2 id="lgpd-historico" className="font-semibold">
          {t('logHeading')}
        </h2>
        <RequestList rows={log} empty={t('empty')} />
      </section>
    </>
  );
}

function RequestList({ rows, empty }: { rows: LgpdRequestRow[]; empty: string }) {
  const t = useTranslations('portal.privacyAdmin');
  if (rows.length === 0)
    return <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid gap-3">
      {rows.map((r) => (
        <li key={r.id} className="grid gap-2 rounded-xl border bg-card p-4" data-testid="lgpd-request">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div>
              <p className="font-medium">{r.clienteNome}</p>
              <p className="text-sm text-muted-foreground">
                {t(`types.${r.tipo === 'exportacao' ? 'exportacao' : 'eliminacao'}`)} · {formatDate(r.createdAt)} ·{' '}
                {t(`statuses.${r.status === 'concluida' ? 'concluida' : 'pendente'}`)}
              </p>
            </div>
            {r.tipo === 'eliminacao' && r.status === 'pendente' && (
              <ExecuteErasureButton id={r.id} nome={r.clienteNome} />
            )}
          </div>
          {r.tipo === 'eliminacao' && r.status === 'concluida' && (
            <div className="text-sm">
              {r.concluidaEm && (
                <p className="text-muted-foreground">{t('doneOn', { date: formatDate(r.concluidaEm) })}</p>
              )}
              {r.mantidos.length === 0 ? (
                <p>{t('keptNothing')}</p>
              ) : (
                <>
                  <p className="font-medium">{t('kept')}</p>
                  <ul className="list-disc pl-5">
                    {r.mantidos.map((k) => (
                      <li key={k.tabela}>
                        {t('keptItem', { quantidade: k.quantidade, tabela: k.tabela, motivo: k.motivo })}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
