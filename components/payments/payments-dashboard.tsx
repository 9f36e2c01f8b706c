'use client';

import { Eye, Plus, RefreshCw, Search, ShieldCheck } from 'lucide-react';
import dynamic from 'next/dynamic';
import { IntentLink as Link } from '@/components/common/intent-link';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { useOpenedOnce } from '@/components/hooks/use-opened-once';
import { Button } from '@/components/ui/button';
import { createIconSprite } from '@/components/common/icon-sprite';
import { DialogLoading } from '@/components/common/dialog-loading';
import { Input } from '@/components/ui/input';
import { formatDateTime, formatMoney } from '@/lib/format';
import { moreHref } from '@/lib/list-limit';
import { paymentStatusStyle } from '@/lib/payments/rules';
import { stacked } from '@/components/common/stacked-table';
import { cn } from '@/lib/utils';
import type { TPaymentFilters } from '@/lib/validation/payments';
import { verifyPaymentStatus } from '@/server/payments/actions';
import type { PaymentRow, PromoCodeRow } from '@/server/payments/queries';
import { FiltersSlot } from './payment-filters-slot';
import { PaymentStatusBadge } from './payment-status-badge';
import { PromoCodesButton } from './promo-codes-button';

const rowIcons = createIconSprite('payment-row', { eye: Eye, verify: ShieldCheck });

// D80: the details dialog is fetched when first opened.
const PaymentDetailDialog = dynamic(() => import('./payment-detail-dialog').then((m) => m.PaymentDetailDialog), {
  ssr: false,
  loading: DialogLoading,
});

type Filters = TPaymentFilters;

function toParams(filters: Filters): Record<string, string | undefined> {
  return {
    status: filters.status,
    metodo: filters.metodo,
    tipo: filters.tipo,
    inicio: filters.inicio,
    fim: filters.fim,
    q: filters.q || undefined,
  };
}

/** Document 001 §2.12: Atualizar, Filtros, Novo Pagamento, search on Buscar or Enter, table, detail, Verificar status. */
export function PaymentsDashboard({
  filters,
  result,
  codes,
  limit,
}: {
  filters: Filters;
  result: { rows: PaymentRow[]; total: number } | null;
  codes: PromoCodeRow[];
  limit: number;
}) {
  const t = useTranslations('payments');
  const tc = useTranslations('common');
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const [search, setSearch] = useState(filters.q ?? '');
  const [detail, setDetail] = useState<PaymentRow | null>(null);
  const [verifying, setVerifying] = useState<string | null>(null);
  const detailWanted = useOpenedOnce(detail !== null);

  const go = (next: Filters) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(toParams(next))) if (value) params.set(key, value);
    startTransition(() => router.push(params.size ? `${pathname}?${params}` : pathname, { scroll: false }));
  };
  const active = [filters.status, filters.metodo, filters.tipo, filters.inicio, filters.fim].filter(Boolean).length;

  const onVerify = async (row: PaymentRow) => {
    if (!row.stripeCheckoutId) {
      toast.error(t('dashboard.noCheckout'), { description: t('dashboard.noCheckoutText') });
      return;
    }
    setVerifying(row.id);
    try {
      const result = await verifyPaymentStatus({ id: row.id });
      if (!result.ok) toast.error(t('dashboard.verifyError'), { description: result.error });
      else {
        toast.success(t('dashboard.verified'), {
          description: t('dashboard.verifiedText', { status: paymentStatusStyle(result.data.status).label }),
        });
        router.refresh();
      }
    } catch {
      toast.error(t('dashboard.verifyError'));
    } finally {
      setVerifying(null);
    }
  };

  return (
    <section aria-labelledby="payments-title" className="grid gap-5">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <h1 id="payments-title" className="text-2xl font-bold tracking-tight">
            {t('dashboard.title')}
          </h1>
          <p className="text-sm text-muted-foreground">{t('dashboard.subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => startTransition(() => router.refresh())} disabled={pending}>
            <RefreshCw className={cn(pending && 'animate-spin')} /> {t('dashboard.refresh')}
          </Button>
          <FiltersSlot filters={filters} active={active} onApply={go} />
          <PromoCodesButton codes={codes} />
          <Button asChild>
            <a href="/pagamento" target="_blank" rel="noopener">
              <Plus /> {t('dashboard.newPayment')}
            </a>
          </Button>
        </div>
      </div>

      <form
        role="search"
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          go({ ...filters, q: search.trim() || undefined });
        }}
      >
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('dashboard.searchPlaceholder')}
            aria-label={t('dashboard.searchPlaceholder')}
            className="pl-9"
            maxLength={100}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={pending}>
          {t('dashboard.search')}
        </Button>
      </form>

      {result === null ? (
        <p
          role="alert"
          className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm text-destructive"
        >
          <strong>{t('dashboard.loadError')}</strong> — {t('dashboard.loadErrorText')}
        </p>
      ) : result.rows.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-card px-6 py-12 text-center text-muted-foreground">
          {t('dashboard.empty')}
        </p>
      ) : (
        <div className={cn('overflow-x-auto rounded-xl border bg-card shadow-xs', pending && 'opacity-60')}>
          <rowIcons.Sprite />
          <table className={cn(stacked.table, 'md:min-w-[900px]')}>
            <thead className="border-b bg-muted/50 text-left text-xs font-medium text-muted-foreground uppercase">
              <tr>
                {(['data', 'cliente', 'descricao', 'valor', 'metodo', 'tipo', 'status', 'acoes'] as const).map(
                  (col) => (
                    <th
                      key={col}
                      scope="col"
                      className={cn('px-3 py-3', (col === 'valor' || col === 'acoes') && 'text-right')}
                    >
                      {t(`dashboard.table.${col}`)}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody className="divide-y">
              {result.rows.map((p) => (
                <tr key={p.id} className="hover:bg-muted/30" data-testid="payment-row">
                  <td
                    data-label={t('dashboard.table.data')}
                    className={cn('px-3 py-3 whitespace-nowrap tabular-nums', stacked.wide)}
                  >
                    {formatDateTime(p.createdAt)}
                  </td>
                  <td data-label={t('dashboard.table.cliente')} className={cn('px-3 py-3', stacked.wide)}>
                    <span className="block font-medium">{p.nome}</span>
                    <span className="text-xs text-muted-foreground max-md:[overflow-wrap:anywhere]">{p.email}</span>
                  </td>
                  <td data-label={t('dashboard.table.descricao')} className={cn('px-3 py-3', stacked.wide)}>
                    <span className="block truncate md:max-w-56">{p.descricao}</span>
                  </td>
                  <td
                    data-label={t('dashboard.table.valor')}
                    className="px-3 py-3 text-right whitespace-nowrap max-md:text-left"
                  >
                    <span className="font-medium tabular-nums">{formatMoney(p.valorFinal)}</span>
                    {p.parcelas > 1 && (
                      <span className="ml-1.5 rounded bg-primary/10 px-1.5 py-0.5 text-xs font-semibold text-primary">
                        {p.parcelas}x
                      </span>
                    )}
                    {p.valorDesconto > 0 && (
                      <span className="block text-xs text-muted-foreground line-through tabular-nums">
                        {formatMoney(p.valor)}
                      </span>
                    )}
                  </td>
                  <td data-label={t('dashboard.table.metodo')} className="px-3 py-3">
                    {t(`dashboard.methods.${p.metodoPagamento as 'card'}`)}
                  </td>
                  <td data-label={t('dashboard.table.tipo')} className="px-3 py-3">
                    {t(`tipos.${p.tipoPagamento as 'avulso'}`)}
                  </td>
                  <td data-label={t('dashboard.table.status')} className="px-3 py-3">
                    <PaymentStatusBadge status={p.status} />
                  </td>
                  <td className={cn('px-3 py-3', stacked.actions)}>
                    <div className="flex flex-wrap justify-end gap-1">
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setDetail(p)}
                        aria-label={`${t('dashboard.table.details')}: ${p.nome}`}
                      >
                        <rowIcons.Icon name="eye" /> {t('dashboard.table.details')}
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => onVerify(p)}
                        disabled={verifying === p.id}
                        aria-label={`${t('dashboard.table.verify')}: ${p.nome}`}
                      >
                        <rowIcons.Icon name="verify" /> {t('dashboard.table.verify')}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {result && result.total > result.rows.length && (
        <Button asChild variant="outline" className="justify-self-center">
          <Link href={moreHref('/pagamentos', toParams(filters), limit)} scroll={false}>
            {tc('showMore')}
          </Link>
        </Button>
      )}
      {result && result.rows.length > 0 && (
        <p className="text-sm text-muted-foreground">
          {t('dashboard.footer', { shown: result.rows.length, total: result.total })}
        </p>
      )}
      {detailWanted && <PaymentDetailDialog payment={detail} onOpenChange={(open) => !open && setDetail(null)} />}
    </section>
  );
}
