import { getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/lib/format';
import type { ProfileHistoryEntry } from '@/server/agency/profile-history';

/**
 * /configuracoes/agencia: who changed the Pix key and the e-mails, when, from where, from what to what (D180); the
 * fiscal screen shows its own fields' entries under its own title (D230).
 */
export async function ProtectedHistory({ entries, title }: { entries: ProfileHistoryEntry[]; title?: string }) {
  const t = await getTranslations('protectedChanges');
  return (
    <section className="grid gap-3 rounded-xl border bg-card p-5 shadow-xs" aria-labelledby="historico-protegido">
      <h2 id="historico-protegido" className="font-semibold">
        {title ?? t('history.title')}
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('history.empty')}</p>
      ) : (
        <ul className="grid gap-2 text-sm" data-testid="historico-protegido">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="grid gap-1 rounded-lg border p-3 sm:grid-cols-[9rem_minmax(0,1fr)_minmax(0,12rem)] sm:gap-3"
            >
              <span className="text-muted-foreground tabular-nums">{formatDateTime(entry.em)}</span>
              <span className="min-w-0 break-words">
                <span className="font-medium">{t(`fields.${entry.campo}`)}</span>
                <span className="sr-only">: {t('history.change')} </span>
                <span className="block text-muted-foreground">
                  {entry.antes} → {entry.depois}
                </span>
              </span>
              <span className="min-w-0 break-words text-muted-foreground">
                {entry.quem} · {t('history.address')} {entry.endereco}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
