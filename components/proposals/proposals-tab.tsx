'use client';

import { FileText, Plus, Sparkles } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { useUrlSearch } from '@/components/hooks/use-url-search';
import { SearchInput } from '@/components/forms/search-input';
import { Button } from '@/components/ui/button';
import { useRowLinks } from '@/components/common/row-links';
import { moreHref } from '@/lib/list-limit';
import { SAMPLE_PROPOSAL } from '@/lib/proposals/sample';
import { PROPOSAL_STATUS_FILTER, type ProposalStatusFilter } from '@/lib/proposals/status';
import { createSampleProposal } from '@/server/proposals/actions';
import type { ProposalCardRow } from '@/server/proposals/queries';
import { cardIcons, ProposalCard } from './proposal-card';

type Props = {
  query: string;
  status: ProposalStatusFilter;
  result: { rows: ProposalCardRow[]; total: number; hasAny: boolean } | null;
  limit: number;
};

/** Document 000 §2.5, Propostas tab. Search and filter live in the URL and are applied on the server. */
export function ProposalsTab({ query, status, result, limit }: Props) {
  const t = useTranslations('proposals');
  const tc = useTranslations('common');
  const router = useRouter();
  const rowLinks = useRowLinks();
  const [isCreating, startCreating] = useTransition();
  const filterParam = (s: ProposalStatusFilter) => (s === 'todos' ? undefined : s);
  const {
    value: search,
    onChange: onSearch,
    navigate,
    isPending: isNavigating,
  } = useUrlSearch(query, (q) => ({ q, status: filterParam(status) }));
  const createSample = () =>
    startCreating(async () => {
      const res = await createSampleProposal(undefined);
      if (!res.ok) {
        toast.error(t('toasts.sampleError'), { description: t('toasts.sampleErrorText') });
        return;
      }
      toast.success(t('toasts.sampleCreated'), {
        description: t('toasts.sampleCreatedText', { cliente: res.data.cliente }),
      });
      router.push(`/proposta/${res.data.slug}`);
    });
  const filtered = query !== '' || status !== 'todos';

  return (
    <section aria-labelledby="proposals-title" className="grid gap-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="proposals-title" className="text-2xl font-bold tracking-tight">
            {t('tabTitle')}
          </h1>
          <p className="text-sm text-muted-foreground">{t('tabSubtitle')}</p>
        </div>
        <Button asChild>
          <Link href="/proposta/nova">
            <Plus /> {t('new')}
          </Link>
        </Button>
      </div>

      <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
        <SearchInput value={search} onChange={onSearch} placeholder={t('searchPlaceholder')} />
        <select
          aria-label={t('statusFilterLabel')}
          value={status}
          onChange={(e) => navigate(search, { status: filterParam(e.target.value as ProposalStatusFilter) })}
          className="h-10 rounded-md border border-input bg-card px-3 text-sm shadow-xs focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none"
        >
          {PROPOSAL_STATUS_FILTER.map((s) => (
            <option key={s} value={s}>
              {t(`filter.${s}`)}
            </option>
          ))}
        </select>
      </div>

      <button
        type="button"
        onClick={createSample}
        disabled={isCreating}
        className="group flex items-center gap-4 rounded-xl border border-dashed border-primary/40 bg-primary/5 p-4 text-left transition-colors hover:bg-primary/10 disabled:opacity-60"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <Sparkles className="size-5" />
        </span>
        <span>
          <span className="block font-semibold">{isCreating ? t('sampleCreating') : t('sampleTitle')}</span>
          <span className="block text-sm text-muted-foreground">
            {t('sampleText', { cliente: SAMPLE_PROPOSAL.cliente })}
          </span>
        </span>
      </button>

      {result === null ? (
        <p
          role="alert"
          className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm text-destructive"
        >
          {t('toasts.errorTitle')}
        </p>
      ) : result.rows.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-14 text-center">
          <FileText className="size-10 text-muted-foreground" />
          <p className="mt-3 font-semibold">{t('emptyTitle')}</p>
          <p className="mt-1 text-sm text-muted-foreground">{filtered ? t('emptyFiltered') : t('emptyStart')}</p>
          {!filtered && (
            <Button asChild className="mt-5">
              <Link href="/proposta/nova">
                <Plus /> {t('createFirst')}
              </Link>
            </Button>
          )}
        </div>
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {result.total > result.rows.length
              ? t('truncated', { shown: result.rows.length, total: result.total })
              : t('count', { count: result.total })}
          </p>
          <cardIcons.Sprite />
          <ul className={`grid gap-3 sm:grid-cols-2 lg:grid-cols-3 ${isNavigating ? 'opacity-60' : ''}`} {...rowLinks}>
            {result.rows.map((proposal) => (
              <li key={proposal.id} className="render-later [--render-later-h:15rem]">
                <ProposalCard proposal={proposal} />
              </li>
            ))}
          </ul>
          {result.total > result.rows.length && (
            <Button asChild variant="outline" className="justify-self-center">
              <Link
                href={moreHref('/clientes', { q: query || undefined, status: filterParam(status) }, limit)}
                scroll={false}
              >
                {tc('showMore')}
              </Link>
            </Button>
          )}
        </>
      )}
    </section>
  );
}
