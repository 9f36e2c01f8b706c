'use client';

import { ArrowLeft, ExternalLink, Eye, LayoutTemplate, MousePointerClick, Pencil, Plus } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import { createIconSprite } from '@/components/common/icon-sprite';
import { landingTemplateLabel } from '@/lib/landing-pages/rules';
import { formatCount } from '@/lib/format';
import { moreHref } from '@/lib/list-limit';
import type { LandingPageRow } from '@/server/landing-pages/queries';
import { RefreshButton } from './refresh-button';
import { LandingStatusBadge } from './status-badge';

const cardIcons = createIconSprite('landing-card', {
  template: LayoutTemplate,
  url: ExternalLink,
  views: Eye,
  clicks: MousePointerClick,
  edit: Pencil,
});

function LandingCard({ page, t }: { page: LandingPageRow; t: ReturnType<typeof useTranslations> }) {
  return (
    <article
      className="flex h-full flex-col rounded-xl border bg-card p-5 shadow-xs transition-shadow hover:shadow-md"
      data-testid="landing-card"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 font-semibold break-words">{page.nome}</h2>
        <LandingStatusBadge status={page.status} />
      </div>
      {page.descricao && <p className="mt-2 line-clamp-2 text-sm text-muted-foreground">{page.descricao}</p>}
      <dl className="mt-4 grid gap-1.5 text-sm">
        <div className="flex items-center gap-2 text-muted-foreground">
          <cardIcons.Icon name="template" className="size-4 shrink-0" />
          <dt className="sr-only">{t('card.template')}</dt>
          <dd>{landingTemplateLabel(page.templateUsado)}</dd>
        </div>
        <div className="flex min-w-0 items-center gap-2 text-muted-foreground">
          <cardIcons.Icon name="url" className="size-4 shrink-0" />
          <dt className="sr-only">{t('card.url')}</dt>
          <dd className="truncate font-mono text-xs">/lp/{page.urlSlug}</dd>
        </div>
      </dl>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        <div className="rounded-lg bg-muted/60 px-3 py-2">
          <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <cardIcons.Icon name="views" className="size-3.5" /> {t('card.views')}
          </dt>
          <dd className="text-lg font-bold tabular-nums" data-testid="landing-views">
            {formatCount(page.visualizacoes)}
          </dd>
        </div>
        <div className="rounded-lg bg-muted/60 px-3 py-2">
          <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <cardIcons.Icon name="clicks" className="size-3.5" /> {t('card.conversions')}
          </dt>
          <dd className="text-lg font-bold tabular-nums" data-testid="landing-conversions">
            {formatCount(page.conversoes)}
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex gap-2 pt-4">
        <Button asChild variant="outline" size="sm">
          <Link href={`/landing-page/${page.id}/editar`} aria-label={`${t('card.edit')}: ${page.nome}`}>
            <cardIcons.Icon name="edit" /> {t('card.edit')}
          </Link>
        </Button>
        {page.status === 'publicada' && (
          <Button asChild variant="ghost" size="sm">
            <a
              href={`/lp/${page.urlSlug}`}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${t('card.view')}: ${page.nome}`}
            >
              <cardIcons.Icon name="url" /> {t('card.view')}
            </a>
          </Button>
        )}
      </div>
    </article>
  );
}

/**
 * Document 001 §2.13: the signed-in user's landing pages, newest first, a page (LIST_STEP) at a time. A client
 * component so that the page sends the rows' data, not their whole element tree beside the HTML (D87).
 */
export function LandingPagesList({
  result,
  limit,
}: {
  result: { rows: LandingPageRow[]; total: number } | null;
  limit: number;
}) {
  const t = useTranslations('landingPages');
  const tc = useTranslations('common');
  return (
    <section aria-labelledby="lp-title" className="grid gap-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <Button asChild variant="ghost" size="sm" className="-ml-2 mb-1">
            <Link href="/clientes">
              <ArrowLeft /> {t('back')}
            </Link>
          </Button>
          <h1 id="lp-title" className="text-2xl font-bold tracking-tight">
            {t('title')}
          </h1>
          <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <RefreshButton label={t('refresh')} />
          <Button asChild>
            <Link href="/landing-page/nova">
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
      ) : result.rows.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-14 text-center">
          <LayoutTemplate className="size-10 text-muted-foreground" />
          <p className="text-lg font-semibold">{t('empty')}</p>
          <p className="max-w-md text-sm text-muted-foreground">{t('emptyText')}</p>
          <Button asChild className="mt-2">
            <Link href="/landing-page/nova">
              <Plus /> {t('createFirst')}
            </Link>
          </Button>
        </div>
      ) : (
        <>
          <cardIcons.Sprite />
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {result.rows.map((page) => (
              <LandingCard key={page.id} page={page} t={t} />
            ))}
          </div>
          {result.total > result.rows.length && (
            <Button asChild variant="outline" className="justify-self-center">
              <Link href={moreHref('/landing-pages', {}, limit)} scroll={false}>
                {tc('showMore')}
              </Link>
            </Button>
          )}
        </>
      )}
    </section>
  );
}
