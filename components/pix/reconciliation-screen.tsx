'use client';

import { FileUp } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useRef, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import { formatDate, formatMoney } from '@/lib/format';
import {
  confirmExactCredits,
  ignoreCredit,
  ignorePix,
  linkReceivedPix,
  linkStatementCredit,
} from '@/server/pix/reconciliation-actions';
import type { ReconciliationView } from '@/server/pix/reconciliation-queries';
import { LinkRow } from './reconciliation-link-row';

type Result = { ok: true; data: unknown } | { ok: false; error: string };

/** The reconciliation screen (D20, D99): import an OFX, confirm exact matches at once, link or ignore the rest. */
export function ReconciliationScreen({ view }: { view: ReconciliationView }) {
  const t = useTranslations('pix.reconciliation');
  const router = useRouter();
  const file = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [, startTransition] = useTransition();
  const refresh = () => startTransition(() => router.refresh());

  const run = async (call: () => Promise<Result>, ok: (data: never) => string) => {
    setBusy(true);
    const result = await call().catch(() => ({ ok: false as const, error: t('linkError') }));
    setBusy(false);
    if (!result.ok) return void toast.error(result.error);
    toast.success(ok(result.data as never));
    refresh();
  };

  const upload = async (chosen: File | undefined) => {
    if (!chosen) return;
    // The file goes as it is to the upload route, whose limit is the 5 MB the screen states (D179).
    const send = async (): Promise<Result> => {
      const response = await fetch(`/api/pix/extrato?nome=${encodeURIComponent(chosen.name)}`, {
        method: 'POST',
        body: chosen,
        headers: { 'Content-Type': 'application/octet-stream' },
      });
      return (await response.json()) as Result;
    };
    await run(
      send,
      (d: { novos: number; exatos: number; ambiguos: number; semCorrespondencia: number; repetidos: number }) =>
        t('imported', { ...d, nenhum: d.semCorrespondencia }),
    );
    if (file.current) file.current.value = '';
  };

  return (
    <section aria-labelledby="reconciliation-title" className="grid gap-6">
      <div>
        <h1 id="reconciliation-title" className="text-2xl font-bold tracking-tight">
          {t('title')}
        </h1>
        <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
      </div>

      <div className="grid gap-3 rounded-xl border bg-card p-5 shadow-sm sm:flex sm:items-center sm:justify-between">
        <div>
          <h2 className="font-semibold">{t('importTitle')}</h2>
          <p className="text-sm text-muted-foreground">{t('importHint')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <input
            ref={file}
            type="file"
            accept=".ofx,.OFX,application/x-ofx"
            className="sr-only"
            id="ofx-file"
            data-testid="ofx-file"
            onChange={(e) => upload(e.target.files?.[0])}
          />
          <Button asChild variant="outline" disabled={busy}>
            <label htmlFor="ofx-file" className="cursor-pointer">
              <FileUp /> {busy ? t('importing') : t('chooseFile')}
            </label>
          </Button>
          {view.exactCount > 0 && (
            <Button
              disabled={busy}
              onClick={() =>
                run(
                  () => confirmExactCredits({}),
                  (d: { confirmados: number }) => t('confirmed', { n: d.confirmados }),
                )
              }
            >
              {t('confirmAll', { n: view.exactCount })}
            </Button>
          )}
        </div>
      </div>

      <section aria-labelledby="credits-title" className="grid gap-3">
        <h2 id="credits-title" className="text-lg font-semibold">
          {t('creditsTitle')}
        </h2>
        {view.credits.length === 0 ? (
          <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
            {t('creditsEmpty')}
          </p>
        ) : (
          <ul className="grid gap-3">
            {view.credits.map((credit) => (
              <LinkRow
                key={credit.id}
                testId={`credit-${credit.id}`}
                title={formatMoney(credit.valor)}
                badge={t(credit.correspondencia)}
                lines={[
                  `${t('date')}: ${formatDate(credit.data)}`,
                  credit.pagador ? `${t('payer')}: ${credit.pagador}` : null,
                  credit.memo ? `${t('memo')}: ${credit.memo}` : null,
                ]}
                suggestions={credit.sugestoes}
                busy={busy}
                onLink={(cobranca) =>
                  run(
                    () => linkStatementCredit({ id: credit.id, cobranca }),
                    () => t('done'),
                  )
                }
                onIgnore={() =>
                  run(
                    () => ignoreCredit({ id: credit.id }),
                    () => t('done'),
                  )
                }
              />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="pix-title" className="grid gap-3">
        <h2 id="pix-title" className="text-lg font-semibold">
          {t('pixTitle')}
        </h2>
        {view.pix.length === 0 ? (
          <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
            {t('pixEmpty')}
          </p>
        ) : (
          <ul className="grid gap-3">
            {view.pix.map((pix) => (
              <LinkRow
                key={pix.id}
                testId={`pix-${pix.id}`}
                title={formatMoney(pix.valor)}
                badge={pix.status === 'divergente' ? t('divergent') : t('noCharge')}
                lines={[
                  `${t('date')}: ${formatDate(pix.horario)}`,
                  pix.pagador ? `${t('payer')}: ${pix.pagador}` : null,
                ]}
                suggestions={pix.cobranca ? [pix.cobranca] : []}
                busy={busy}
                onLink={(cobranca) =>
                  run(
                    () => linkReceivedPix({ id: pix.id, cobranca }),
                    () => t('done'),
                  )
                }
                onIgnore={() =>
                  run(
                    () => ignorePix({ id: pix.id }),
                    () => t('done'),
                  )
                }
              />
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
