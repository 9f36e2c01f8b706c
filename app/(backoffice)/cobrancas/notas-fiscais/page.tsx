import type { Metadata } from 'next';
import { ArrowLeft, FileDown } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { IntentLink as Link } from '@/components/common/intent-link';
import { Button } from '@/components/ui/button';
import { formatDate, formatMoney } from '@/lib/format';
import { moreHref, parseLimit } from '@/lib/list-limit';
import { requireStaff } from '@/server/auth/session';
import { listNotes } from '@/server/nfse/note-queries';

export const metadata: Metadata = { title: 'Notas fiscais' };

/**
 * /cobrancas/notas-fiscais (D253): every NFS-e, newest first, for whoever sees the charges (their page role). Rendered
 * on the server with a namespace only the server reads (`nfseNotes`), so its texts stay out of every staff screen's
 * first load (D80); the DANFSe is the charge's own route (D238).
 */
export default async function NotesPage({ searchParams }: { searchParams: Promise<{ limit?: string }> }) {
  const { limit: rawLimit } = await searchParams;
  const limit = parseLimit(rawLimit);
  await requireStaff('/cobrancas/notas-fiscais');
  const [t, ts, notes] = await Promise.all([
    getTranslations('nfseNotes'),
    getTranslations('charges.detail.nota.statuses'),
    listNotes(limit + 1),
  ]);
  const shown = notes.slice(0, limit);
  return (
    <section aria-labelledby="notes-title" className="grid gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="notes-title" className="text-2xl font-bold tracking-tight">
            {t('title')}
          </h1>
          <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
        </div>
        <Button asChild variant="outline">
          <Link href="/cobrancas">
            <ArrowLeft /> {t('back')}
          </Link>
        </Button>
      </div>
      {shown.length === 0 ? (
        <p
          className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground"
          data-testid="notes-empty"
        >
          {t('empty')}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-xl border bg-card shadow-xs">
          <table className="w-full text-sm">
            <thead className="border-b bg-muted/40 text-left text-xs text-muted-foreground">
              <tr>
                <th className="p-3 font-medium">{t('columns.numero')}</th>
                <th className="p-3 font-medium">{t('columns.cliente')}</th>
                <th className="p-3 text-right font-medium">{t('columns.valor')}</th>
                <th className="p-3 font-medium">{t('columns.emitidaEm')}</th>
                <th className="p-3 font-medium">{t('columns.status')}</th>
                <th className="p-3 font-medium">
                  <span className="sr-only">{t('columns.acoes')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((note) => (
                <tr key={note.id} className="border-b last:border-0" data-testid="note-row">
                  <td className="p-3 tabular-nums">
                    <Link href={`/cobrancas/${note.cobrancaId}`} className="underline-offset-2 hover:underline">
                      {note.serie}/{note.numero}
                    </Link>
                  </td>
                  <td className="p-3">{note.cliente}</td>
                  <td className="p-3 text-right tabular-nums">{formatMoney(note.valor)}</td>
                  <td className="p-3 tabular-nums">{note.emitidaEm ? formatDate(note.emitidaEm) : '—'}</td>
                  <td className="p-3">
                    {ts(note.status)}
                    {note.ambiente === '2' && (
                      <span className="ml-2 text-xs text-muted-foreground">({t('semValidade')})</span>
                    )}
                  </td>
                  <td className="p-3 text-right">
                    {(note.status === 'emitida' || note.status === 'cancelada') && (
                      <Button asChild size="sm" variant="ghost">
                        <a
                          href={`/cobrancas/${note.cobrancaId}/nota-fiscal`}
                          aria-label={t('danfseOf', { numero: `${note.serie}/${note.numero}` })}
                        >
                          <FileDown /> {t('danfse')}
                        </a>
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {notes.length > limit && (
        <Button asChild variant="outline" className="w-fit">
          <Link href={moreHref('/cobrancas/notas-fiscais', {}, limit)}>{t('more')}</Link>
        </Button>
      )}
    </section>
  );
}
