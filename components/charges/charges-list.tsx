'use client';

import { Eye, FileText, Pencil, Plus } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { useTranslations } from '@/components/i18n/use-translations';
import { useUrlSearch } from '@/components/hooks/use-url-search';
import { SearchInput } from '@/components/forms/search-input';
import { Button, buttonVariants } from '@/components/ui/button';
import { ROW_LINK, useRowLinks } from '@/components/common/row-links';
import { createIconSprite } from '@/components/common/icon-sprite';
import { paymentMethodLabel } from '@/lib/charges/rules';
import { moreHref } from '@/lib/list-limit';
import { formatDate, formatMoney } from '@/lib/format';
import { stacked } from '@/components/common/stacked-table';
import { cn } from '@/lib/utils';
import type { ChargeRow, ChargeTotals } from '@/server/charges/queries';
import { ChargeStatusBadge } from './charge-status-badge';

const rowIcons = createIconSprite('charge-row', { eye: Eye, pencil: Pencil });

const CARDS = [
  { key: 'pendentes', className: 'border-l-yellow-400' },
  { key: 'pagas', className: 'border-l-green-500' },
  { key: 'vencidas', className: 'border-l-red-500' },
  { key: 'total', className: 'border-l-primary' },
] as const;

/** The rows' links are plain anchors that the table body navigates (components/common/row-links.tsx). */
const ghostSm = buttonVariants({ variant: 'ghost', size: 'sm' });

/** Document 001 §2.5: cards, search in the URL, table, footer. */
export function ChargesList({
  query,
  result,
  limit,
}: {
  query: string;
  result: { rows: ChargeRow[]; total: number; totals: ChargeTotals } | null;
  limit: number;
}) {
  const t = useTranslations('charges');
  const tc = useTranslations('common');
  const { value: search, onChange: onSearch, isPending } = useUrlSearch(query, (q) => ({ q }));
  const rowLinks = useRowLinks();

  return (
    <section aria-labelledby="charges-title" className="grid gap-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="charges-title" className="text-2xl font-bold tracking-tight">
            {t('title')}
          </h1>
          <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* D253: the notes the paid charges issued, on a screen of their own under Cobranças. */}
          <Button asChild variant="outline">
            <Link href="/cobrancas/notas-fiscais">
              <FileText /> {t('notes')}
            </Link>
          </Button>
          <Button asChild>
            <Link href="/cobrancas/nova">
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
            {CARDS.map(({ key, className }) => (
              <div
                key={key}
                className={cn('min-w-0 rounded-xl border border-l-4 bg-card p-3 shadow-xs sm:p-4', className)}
                data-testid={`card-${key}`}
              >
                <p className="text-sm font-medium text-muted-foreground">{t(`cards.${key}`)}</p>
                {/* A large sum may break after "R$" on a phone rather than leave its card. */}
                <p className="mt-1 text-lg font-bold tabular-nums sm:text-2xl">
                  {formatMoney(result.totals[key].sum).replace('\u00a0', ' ')}
                </p>
                <p className="text-xs text-muted-foreground">{t('cardCount', { count: result.totals[key].count })}</p>
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
              <table className={cn(stacked.table, 'md:min-w-[760px]')}>
                <thead className="border-b bg-muted/50 text-left text-xs font-medium text-muted-foreground uppercase">
                  <tr>
                    {(['cliente', 'titulo', 'valor', 'vencimento', 'forma', 'status', 'acoes'] as const).map((col) => (
                      <th
                        key={col}
                        scope="col"
                        className={cn('px-4 py-3', col === 'valor' && 'text-right', col === 'acoes' && 'text-right')}
                      >
                        {t(`table.${col}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y" {...rowLinks}>
                  {result.rows.map((c) => (
                    <tr key={c.id} className="hover:bg-muted/30" data-testid="charge-row">
                      <td data-label={t('table.cliente')} className={cn('px-4 py-3 font-medium', stacked.wide)}>
                        {c.cliente}
                      </td>
                      <td data-label={t('table.titulo')} className={cn('px-4 py-3', stacked.wide)}>
                        <span className="block truncate md:max-w-64">{c.titulo}</span>
                        <span className="text-xs text-muted-foreground">{c.numeroCobranca}</span>
                      </td>
                      <td
                        data-label={t('table.valor')}
                        className="px-4 py-3 text-right font-medium tabular-nums max-md:text-left"
                      >
                        {formatMoney(c.valor)}
                      </td>
                      <td data-label={t('table.vencimento')} className="px-4 py-3 tabular-nums">
                        {formatDate(c.dataVencimento)}
                      </td>
                      <td data-label={t('table.forma')} className="px-4 py-3">
                        {paymentMethodLabel(c.formaPagamento)}
                      </td>
                      <td data-label={t('table.status')} className="px-4 py-3">
                        <ChargeStatusBadge status={c.status} />
                      </td>
                      <td className={cn('px-4 py-3', stacked.actions)}>
                        <div className="flex justify-end gap-1">
                          <a
                            {...ROW_LINK}
                            data-slot="button"
                            className={ghostSm}
                            href={`/cobrancas/${c.id}`}
                            aria-label={`${t('table.ver')}: ${c.titulo}`}
                          >
                            <rowIcons.Icon name="eye" /> {t('table.ver')}
                          </a>
                          <a
                            {...ROW_LINK}
                            data-slot="button"
                            className={ghostSm}
                            href={`/cobrancas/${c.id}/edit`}
                            aria-label={`${t('table.editar')}: ${c.titulo}`}
                          >
                            <rowIcons.Icon name="pencil" /> {t('table.editar')}
                          </a>
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
              <Link href={moreHref('/cobrancas', { q: query || undefined }, limit)} scroll={false}>
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
