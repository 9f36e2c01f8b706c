'use client';

import { FileDown, Loader2, ShieldCheck } from 'lucide-react';
import { useTranslations } from '@/components/i18n/use-translations';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatDate, formatDateTime } from '@/lib/format';
import { loadSigningSummary } from '@/server/signatures/signing-actions';

type Summary = Extract<Awaited<ReturnType<typeof loadSigningSummary>>, { ok: true }>['data'];

/** D31, in the viewer: the audit trail with time, actor, IP and browser; the signed PDF. */
export function SigningAudit({ documentId }: { documentId: string }) {
  const t = useTranslations('signatures.audit');
  const [state, setState] = useState<{ summary: Summary | null; error: string | null }>({ summary: null, error: null });

  useEffect(() => {
    let live = true;
    loadSigningSummary({ id: documentId })
      .then(
        (result) =>
          live && setState(result.ok ? { summary: result.data, error: null } : { summary: null, error: result.error }),
      )
      .catch(() => live && setState({ summary: null, error: t('loadError') }));
    return () => {
      live = false;
    };
  }, [documentId, t]);

  const { summary, error } = state;
  return (
    <section aria-labelledby="audit-title" className="grid gap-3 rounded-lg border p-4" data-testid="signing-audit">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="audit-title" className="font-semibold">
          {t('title')}
        </h3>
        {summary?.signedUrl && (
          <div className="flex flex-wrap gap-2">
            {summary.verificationCode && (
              <Button asChild variant="outline" size="sm">
                <a href={`/verificacao/${summary.verificationCode}`} target="_blank" rel="noreferrer">
                  <ShieldCheck /> {t('verification')}
                </a>
              </Button>
            )}
            <Button asChild size="sm">
              <a href={summary.signedUrl} download>
                <FileDown /> {t('download')}
              </a>
            </Button>
          </div>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {!summary && !error && <Loader2 className="mx-auto size-5 animate-spin text-muted-foreground" aria-hidden />}
      {summary && (
        <>
          {summary.status === 'sent' && summary.tokenExpiresAt && (
            <p className="text-sm text-muted-foreground">
              {t('linkUntil', { date: formatDate(summary.tokenExpiresAt) })}
            </p>
          )}
          {summary.signedSha256 && (
            <p className="text-xs text-muted-foreground">
              {t('hash')}: <span className="font-mono break-all">{summary.signedSha256}</span>
            </p>
          )}
          {summary.events.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('empty')}</p>
          ) : (
            <ol className="grid gap-2">
              {summary.events.map((e) => (
                <li
                  key={e.id}
                  className="grid gap-0.5 border-l-2 border-primary/30 pl-3 text-sm sm:grid-cols-[9.5rem_minmax(0,1fr)] sm:gap-x-3"
                >
                  <span className="text-xs text-muted-foreground tabular-nums sm:text-sm">
                    {formatDateTime(e.createdAt)}
                  </span>
                  <span className="min-w-0">
                    <span className="font-medium">
                      {t.has(`events.${e.event}`) ? t(`events.${e.event}` as never) : e.event}
                      {e.signerName && e.actor !== 'recipient' ? ` — ${e.signerName}` : ''}
                    </span>
                    <span className="text-muted-foreground">
                      {' '}
                      ·{' '}
                      {e.actorName ??
                        (e.actor === 'recipient' && e.signerName
                          ? e.signerName
                          : t.has(`actors.${e.actor}`)
                            ? t(`actors.${e.actor}` as never)
                            : e.actor)}
                    </span>
                    {(e.ip || e.userAgent) && (
                      <span className="block truncate text-xs text-muted-foreground" title={e.userAgent ?? undefined}>
                        {[e.ip, e.userAgent].filter(Boolean).join(' · ')}
                      </span>
                    )}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
