'use client';

import { ArrowLeft, Pencil, Plus, Trash2 } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useState } from 'react';
import { SearchInput } from '@/components/forms/search-input';
import { useUrlSearch } from '@/components/hooks/use-url-search';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/common/confirm-dialog';
import { formatDate } from '@/lib/format';
import { moreHref } from '@/lib/list-limit';
import { cn } from '@/lib/utils';
import { deleteTemplate } from '@/server/contracts/actions';
import type { TemplateRow } from '@/server/contracts/queries';
import { TemplateFormDialog } from './template-form-dialog';

type Result = { rows: TemplateRow[]; total: number } | null;

/** /contratos/modelos (document 001 §2.3). */
export function TemplatesList({
  query,
  result,
  limit,
  builtIn,
}: {
  query: string;
  result: Result;
  limit: number;
  builtIn: Array<{ id: string; nome: string; descricao: string }>;
}) {
  const t = useTranslations('contracts');
  const tc = useTranslations('common');
  const router = useRouter();
  const { value: search, onChange: onSearch, isPending } = useUrlSearch(query, (q) => ({ q }));
  const [editing, setEditing] = useState<TemplateRow | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<TemplateRow | null>(null);

  const openDialog = (template: TemplateRow | null) => {
    setEditing(template);
    setDialogOpen(true);
  };

  return (
    <section aria-labelledby="templates-title" className="grid gap-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <Button asChild variant="ghost" size="sm" className="-ml-2 mb-1">
            <Link href="/contratos">
              <ArrowLeft /> {t('templates.back')}
            </Link>
          </Button>
          <h1 id="templates-title" className="text-2xl font-bold tracking-tight">
            {t('templates.title')}
          </h1>
          <p className="text-sm text-muted-foreground">{t('templates.subtitle')}</p>
        </div>
        <Button onClick={() => openDialog(null)}>
          <Plus /> {t('templates.new')}
        </Button>
      </div>

      <div className="rounded-xl border bg-card p-4 shadow-xs">
        <p className="text-sm font-medium">{t('templates.builtIn')}</p>
        <p className="text-xs text-muted-foreground">{t('templates.builtInHint')}</p>
        <ul className="mt-3 grid gap-2 sm:grid-cols-3">
          {builtIn.map((b) => (
            <li key={b.id} className="rounded-lg border bg-muted/40 px-3 py-2">
              <p className="text-sm font-medium">{b.nome}</p>
              <p className="text-xs text-muted-foreground">{b.descricao}</p>
            </li>
          ))}
        </ul>
      </div>

      <SearchInput value={search} onChange={onSearch} placeholder={t('templates.searchPlaceholder')} />

      {result === null ? (
        <p
          role="alert"
          className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm text-destructive"
        >
          {t('templates.loadError')}
        </p>
      ) : (
        <>
          {result.rows.length === 0 ? (
            <p className="rounded-xl border border-dashed bg-card px-6 py-12 text-center text-muted-foreground">
              {query ? t('templates.noResults') : t('templates.empty')}
            </p>
          ) : (
            <div className={cn('overflow-x-auto rounded-xl border bg-card shadow-xs', isPending && 'opacity-60')}>
              <table className="w-full text-sm">
                <thead className="border-b bg-muted/50 text-left text-xs font-medium text-muted-foreground uppercase">
                  <tr>
                    <th scope="col" className="px-4 py-3">
                      {t('templates.table.nome')}
                    </th>
                    <th scope="col" className="hidden px-4 py-3 sm:table-cell">
                      {t('templates.table.descricao')}
                    </th>
                    <th scope="col" className="px-4 py-3">
                      {t('templates.table.data')}
                    </th>
                    <th scope="col" className="px-4 py-3 text-right">
                      {t('templates.table.acoes')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {result.rows.map((row) => (
                    <tr key={row.id} className="align-top hover:bg-muted/30 sm:align-middle" data-testid="template-row">
                      <td className="px-4 py-3 font-medium">
                        {row.nome}
                        <span className="block text-xs font-normal text-muted-foreground sm:hidden">
                          {row.descricao}
                        </span>
                      </td>
                      <td className="hidden px-4 py-3 text-muted-foreground sm:table-cell">
                        <span className="line-clamp-2">{row.descricao || '-'}</span>
                      </td>
                      <td className="px-4 py-3 tabular-nums">{formatDate(row.createdAt)}</td>
                      <td className="px-4 py-3">
                        <div className="flex flex-col items-end gap-1 sm:flex-row sm:justify-end">
                          <Button
                            variant="ghost"
                            size="sm"
                            onClick={() => openDialog(row)}
                            aria-label={`${tc('edit')}: ${row.nome}`}
                          >
                            <Pencil /> {tc('edit')}
                          </Button>
                          <Button
                            variant="ghost"
                            size="sm"
                            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                            onClick={() => setDeleting(row)}
                            aria-label={`${tc('delete')}: ${row.nome}`}
                          >
                            <Trash2 /> {tc('delete')}
                          </Button>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {result.total > result.rows.length && (
            <Button asChild variant="outline" className="justify-self-center">
              <Link href={moreHref('/contratos/modelos', { q: query || undefined }, limit)} scroll={false}>
                {tc('showMore')}
              </Link>
            </Button>
          )}
          <p className="text-sm text-muted-foreground">{t('templates.footer', { count: result.total })}</p>
        </>
      )}

      <TemplateFormDialog open={dialogOpen} onOpenChange={setDialogOpen} template={editing} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('templates.deleteTitle')}
        description={t('templates.deleteConfirm')}
        subject={deleting?.nome ?? ''}
        // The confirm button only acts while the dialog is open, that is with a template.
        action={() => deleteTemplate({ id: deleting?.id ?? '' })}
        success={{ title: t('templateToasts.deleted') }}
        failure={(error) => ({ title: error })}
        closeOnFailure
        onSuccess={() => router.refresh()}
        onFailure={() => router.refresh()}
      />
    </section>
  );
}
