'use client';

import { ArrowLeft, Eye, FileStack, Pencil, Plus, Trash2 } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { useTranslations } from '@/components/i18n/use-translations';
import { SearchInput } from '@/components/forms/search-input';
import { useUrlSearch } from '@/components/hooks/use-url-search';
import { Button } from '@/components/ui/button';
import { createIconSprite } from '@/components/common/icon-sprite';
import { CONTRACT_STATUSES, contractStatusStyle } from '@/lib/contracts/status';
import { formatDate } from '@/lib/format';
import { moreHref } from '@/lib/list-limit';
import { cn } from '@/lib/utils';
import type { ContractCounts, ContractRow } from '@/server/contracts/queries';
import { ContractStatusBadge } from './contract-status-badge';
import { DeleteContractButton } from './delete-contract-button';

const rowIcons = createIconSprite('contract-row', { eye: Eye, pencil: Pencil, trash: Trash2 });

type Result = { rows: ContractRow[]; total: number; counts: ContractCounts } | null;

/** Document 001 §2.1: back, search in the URL, the four counts, the table, "Total: N contratos". */
export function ContractsList({ query, result, limit }: { query: string; result: Result; limit: number }) {
  const t = useTranslations('contracts');
  const tc = useTranslations('common');
  const { value: search, onChange: onSearch, isPending } = useUrlSearch(query, (q) => ({ q }));

  return (
    <section aria-labelledby="contracts-title" className="grid gap-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <Button asChild variant="ghost" size="sm" className="-ml-2 mb-1">
            <Link href="/clientes">
              <ArrowLeft /> {t('back')}
            </Link>
          </Button>
          <h1 id="contracts-title" className="text-2xl font-bold tracking-tight">
            {t('title')}
          </h1>
          <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href="/contratos/modelos">
              <FileStack /> {t('manageTemplates')}
            </Link>
          </Button>
          <Button asChild>
            <Link href="/contrato/novo">
              <Plus /> {t('new')}
            </Link>
          </Button>
        </div>
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
            {CONTRACT_STATUSES.map((status) => (
              <div
                key={status}
                className={cn(
                  'rounded-xl border border-l-4 bg-card p-4 shadow-xs',
                  contractStatusStyle(status).cardClassName,
                )}
                data-testid={`card-${status}`}
              >
                <p className="text-sm font-medium text-muted-foreground">{t(`cards.${status}`)}</p>
                <p className="mt-1 text-2xl font-bold tabular-nums">{result.counts[status]}</p>
              </div>
            ))}
          </div>

          <SearchInput value={search} onChange={onSearch} placeholder={t('searchPlaceholder')} />

          {result.rows.length === 0 ? (
            <p className="rounded-xl border border-dashed bg-card px-6 py-12 text-center text-muted-foreground">
              {query ? t('noResults') : t('empty')}
            </p>
          ) : (
            <div className={cn('overflow-x-auto rounded-xl border bg-card shadow-xs', isPending && 'opacity-60')}>
              <rowIcons.Sprite />
              <table className="w-full text-xs sm:text-sm">
                <thead className="border-b bg-muted/50 text-left text-[0.6875rem] font-medium sm:text-xs text-muted-foreground uppercase">
                  <tr>
                    <th scope="col" className="px-2 py-3 sm:px-4">
                      {t('table.cliente')}
                    </th>
                    <th scope="col" className="px-2 py-3 sm:px-4">
                      {t('table.nome')}
                    </th>
                    <th scope="col" className="hidden px-4 py-3 md:table-cell">
                      {t('table.data')}
                    </th>
                    <th scope="col" className="px-2 py-3 sm:px-4">
                      {t('table.versao')}
                    </th>
                    <th scope="col" className="px-2 py-3 sm:px-4">
                      {t('table.status')}
                    </th>
                    <th scope="col" className="px-2 py-3 sm:px-4 text-right">
                      {t('table.acoes')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {result.rows.map((c) => (
                    <tr key={c.id} className="align-top hover:bg-muted/30 md:align-middle" data-testid="contract-row">
                      <td className="px-2.5 py-3 font-medium [overflow-wrap:anywhere] sm:px-4">{c.cliente}</td>
                      <td className="px-2 py-3 sm:px-4">
                        <span className="line-clamp-3 max-w-72 [overflow-wrap:anywhere]">{c.nome}</span>
                      </td>
                      <td className="hidden px-4 py-3 tabular-nums md:table-cell">{formatDate(c.dataCriacao)}</td>
                      <td className="px-2 py-3 sm:px-4 tabular-nums">v{c.versao}</td>
                      <td className="px-2 py-3 sm:px-4">
                        <ContractStatusBadge status={c.status} signing={c.assinatura} />
                      </td>
                      <td className="px-2 py-3 sm:px-4">
                        <div className="flex flex-col items-end gap-0.5 md:flex-row md:justify-end md:gap-1">
                          <Button asChild variant="ghost" size="sm">
                            <Link href={`/contratos/${c.id}`} aria-label={`${t('table.ver')}: ${c.nome}`}>
                              <rowIcons.Icon name="eye" /> <span className="max-md:sr-only">{t('table.ver')}</span>
                            </Link>
                          </Button>
                          <Button asChild variant="ghost" size="sm">
                            <Link href={`/contrato/${c.id}/editar`} aria-label={`${t('table.editar')}: ${c.nome}`}>
                              <rowIcons.Icon name="pencil" />{' '}
                              <span className="max-md:sr-only">{t('table.editar')}</span>
                            </Link>
                          </Button>
                          <DeleteContractButton id={c.id} nome={c.nome} icon={<rowIcons.Icon name="trash" />} />
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
              <Link href={moreHref('/contratos', { q: query || undefined }, limit)} scroll={false}>
                {tc('showMore')}
              </Link>
            </Button>
          )}
          <p className="text-sm text-muted-foreground">{t('footer', { count: result.total })}</p>
        </>
      )}
    </section>
  );
}
