'use client';

import { Plus } from 'lucide-react';
import dynamic from 'next/dynamic';
import { IntentLink as Link } from '@/components/common/intent-link';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useState, type ReactNode } from 'react';
import { useOpenedOnce } from '@/components/hooks/use-opened-once';
import { useUrlSearch } from '@/components/hooks/use-url-search';
import { SearchInput } from '@/components/forms/search-input';
import { Button } from '@/components/ui/button';
import { DialogLoading } from '@/components/common/dialog-loading';
import { formatDate } from '@/lib/format';
import { moreHref } from '@/lib/list-limit';
import { SIGNATURE_CARD_STATUSES, recipientLabel, signatureStatusStyle } from '@/lib/signatures/status';
import { stacked } from '@/components/common/stacked-table';
import { cn } from '@/lib/utils';
import type { SignatureCounts, SignatureDocumentRow } from '@/server/signatures/queries';
import { DocumentRowActions, rowIcons, type RowActionHandlers } from './document-row-actions';
import { SignatureStatusBadge } from './signature-status-badge';
import type { OpenedDocument } from './use-open-document';

// D80: the upload form, the viewer (pdf.js) and the field editor are fetched when first opened.
const loadUpload = () => import('./upload-dialog');
const UploadDialog = dynamic(() => loadUpload().then((m) => m.UploadDialog), { ssr: false, loading: DialogLoading });
const ViewerDialog = dynamic(() => import('./viewer-dialog').then((m) => m.ViewerDialog), {
  ssr: false,
  loading: DialogLoading,
});
const FieldEditorDialog = dynamic(() => import('./field-editor-dialog').then((m) => m.FieldEditorDialog), {
  ssr: false,
  loading: DialogLoading,
});

export type DocumentsResult = { rows: SignatureDocumentRow[]; total: number; counts: SignatureCounts } | null;

/**
 * /assinaturas (document 001 §2.4): search in the URL, Novo Documento, count cards, the table, and the
 * viewer and field-editor dialogs. The sending flow (D13) plugs in through `onSend`, `rowExtra`,
 * `viewerActions` and `viewerSections`.
 */
export function DocumentsList({
  query,
  result,
  limit,
  onSend,
  rowExtra,
  viewerActions,
  viewerSections,
}: {
  query: string;
  result: DocumentsResult;
  limit: number;
  onSend?: RowActionHandlers['onSend'];
  rowExtra?: RowActionHandlers['extra'];
  viewerActions?: (doc: OpenedDocument) => ReactNode;
  viewerSections?: (doc: OpenedDocument) => ReactNode;
}) {
  const t = useTranslations('signatures.list');
  const tc = useTranslations('common');
  const router = useRouter();
  const { value: search, onChange: onSearch, isPending } = useUrlSearch(query, (q) => ({ q }));
  const [uploading, setUploading] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);
  const uploadWanted = useOpenedOnce(uploading);
  const viewerWanted = useOpenedOnce(viewing !== null);
  const editorWanted = useOpenedOnce(editing !== null);

  const actions: RowActionHandlers = {
    onView: (doc) => setViewing(doc.id),
    onEdit: (doc) => setEditing({ id: doc.id, name: doc.name }),
    onSend,
    extra: rowExtra,
  };

  return (
    <section aria-labelledby="signatures-title" className="grid gap-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="signatures-title" className="text-2xl font-bold tracking-tight">
            {t('title')}
          </h1>
          <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
        </div>
        <Button
          onClick={() => setUploading(true)}
          onPointerEnter={() => void loadUpload()}
          onFocus={() => void loadUpload()}
        >
          <Plus /> {t('new')}
        </Button>
      </div>

      {result === null ? (
        <p
          role="alert"
          className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm text-destructive"
        >
          {t('loadError')}
        </p>
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {SIGNATURE_CARD_STATUSES.map((status) => (
              <div
                key={status}
                className={cn('rounded-xl border border-l-4 bg-card p-4 shadow-xs', signatureStatusStyle(status).card)}
                data-testid={`card-${status}`}
              >
                <p className="text-sm font-medium text-muted-foreground">{t(`cards.${status}`)}</p>
                <p className="mt-1 text-2xl font-bold tabular-nums">{result.counts[status]}</p>
              </div>
            ))}
          </div>

          <SearchInput value={search} onChange={onSearch} placeholder={t('searchPlaceholder')} busy={isPending} />

          {result.rows.length === 0 ? (
            <p className="rounded-xl border border-dashed bg-card px-6 py-12 text-center text-muted-foreground">
              {query ? t('noResults') : t('empty')}
            </p>
          ) : (
            <div className={cn('overflow-x-auto rounded-xl border bg-card shadow-xs', isPending && 'opacity-60')}>
              <rowIcons.Sprite />
              <table className={cn(stacked.table, 'md:min-w-[720px]')}>
                <thead className="border-b bg-muted/50 text-left text-xs font-medium text-muted-foreground uppercase">
                  <tr>
                    {(['name', 'recipient', 'createdAt', 'status', 'actions'] as const).map((col) => (
                      <th key={col} scope="col" className={cn('px-4 py-3', col === 'actions' && 'text-right')}>
                        {t(`table.${col}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {result.rows.map((doc) => (
                    <tr key={doc.id} className="hover:bg-muted/30" data-testid="signature-row">
                      <td data-label={t('table.name')} className={cn('px-4 py-3', stacked.wide)}>
                        <span className="block truncate font-medium md:max-w-72">{doc.name}</span>
                        <span className="block truncate text-xs text-muted-foreground md:max-w-72">
                          {doc.originalFilename} · {t('pages', { count: doc.pageCount })}
                        </span>
                      </td>
                      <td data-label={t('table.recipient')} className={cn('px-4 py-3', stacked.wide)}>
                        <span className="block truncate md:max-w-56">{recipientLabel(doc)}</span>
                      </td>
                      <td data-label={t('table.createdAt')} className="px-4 py-3 tabular-nums">
                        {formatDate(doc.createdAt)}
                      </td>
                      <td data-label={t('table.status')} className="px-4 py-3">
                        <SignatureStatusBadge status={doc.status} />
                      </td>
                      <td className={cn('px-4 py-3', stacked.actions)}>
                        <DocumentRowActions doc={doc} {...actions} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {result.total > result.rows.length && (
            <Button asChild variant="outline" className="justify-self-center">
              <Link href={moreHref('/assinaturas', { q: query || undefined }, limit)} scroll={false}>
                {tc('showMore')}
              </Link>
            </Button>
          )}
          <p className="text-sm text-muted-foreground">{t('footer', { count: result.total })}</p>
        </>
      )}

      {uploadWanted && (
        <UploadDialog
          open={uploading}
          onOpenChange={setUploading}
          onUploaded={() => {
            setUploading(false);
            router.refresh();
          }}
        />
      )}
      {viewerWanted && (
        <ViewerDialog documentId={viewing} onOpenChange={(open) => !open && setViewing(null)} actions={viewerActions}>
          {viewerSections}
        </ViewerDialog>
      )}
      {editorWanted && (
        <FieldEditorDialog
          document={editing}
          onOpenChange={(open) => !open && setEditing(null)}
          onSaved={() => {
            setEditing(null);
            router.refresh();
          }}
        />
      )}
    </section>
  );
}
