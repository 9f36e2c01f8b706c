'use client';

import { ArrowDown, ArrowUp, Eye, EyeOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { ConfirmDialog } from '@/components/common/confirm-dialog';
import { IntentLink as Link } from '@/components/common/intent-link';
import { useTranslations } from '@/components/i18n/use-translations';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { deleteSiteProject, hideExampleProjects, moveSiteProject, setSiteProjectHidden } from '@/server/site/actions';
import { useSave } from './use-save';

/** `example`: one of the documents' projects, still as they give it (D260). */
export type PortfolioRow = {
  id: string;
  title: string;
  client: string;
  year: number;
  hidden: boolean;
  example: boolean;
};

/**
 * The portfolio in site order: reorder, hide or show, edit, delete; new projects go on top (D105). The documents'
 * projects wear "Exemplo", and one confirmed action hides every one the site still shows (D260).
 */
export function PortfolioList({ projects }: { projects: PortfolioRow[] }) {
  const t = useTranslations('siteSettings');
  const te = useTranslations('siteEditor');
  const { pending, save } = useSave();
  const router = useRouter();
  const visible = projects.filter((p) => !p.hidden).length;
  const visibleExamples = projects.filter((p) => p.example && !p.hidden).length;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">{t('portfolio.count', { visible, total: projects.length })}</p>
        <span className="flex flex-wrap items-center gap-2">
          {visibleExamples > 0 && (
            <ConfirmDialog
              trigger={
                <Button type="button" size="sm" variant="outline" disabled={pending}>
                  <EyeOff aria-hidden /> {te('examples.hideAll')}
                </Button>
              }
              title={te('examples.title')}
              description={te('examples.text', { count: visibleExamples })}
              confirmLabel={te('examples.confirm')}
              pendingLabel={te('examples.pending')}
              action={() => hideExampleProjects({})}
              success={{ title: te('examples.hidden'), description: te('examples.hiddenText') }}
              failure={(error) => ({ title: error })}
              closeOnFailure
              onSuccess={() => router.refresh()}
            />
          )}
          <Link href="/configuracoes/site/projeto/novo" className={buttonVariants({ size: 'sm' })}>
            <Plus aria-hidden /> {t('portfolio.add')}
          </Link>
        </span>
      </div>
      <ol className="divide-y rounded-lg border">
        {projects.map((p, i) => (
          <li key={p.id} data-testid="projeto-site" className="flex flex-wrap items-center gap-2 p-2 sm:flex-nowrap">
            <span className="w-8 shrink-0 text-right text-xs text-muted-foreground tabular-nums">{p.id}</span>
            <span className="min-w-0 flex-1">
              <span className={p.hidden ? 'text-muted-foreground line-through' : 'font-medium'}>{p.title}</span>
              <span className="block truncate text-xs text-muted-foreground">
                {p.client || '—'} · {p.year}
              </span>
            </span>
            {p.example && (
              <Badge variant="outline" title={te('examples.badgeHelp')} data-testid="projeto-exemplo">
                {te('examples.badge')}
              </Badge>
            )}
            {p.hidden && <Badge variant="secondary">{t('portfolio.hidden')}</Badge>}
            <span className="flex shrink-0 items-center gap-1">
              <Button
                type="button"
                size="icon"
                variant="ghost"
                disabled={pending || i === 0}
                aria-label={t('portfolio.up', { title: p.title })}
                onClick={() => save(() => moveSiteProject({ id: p.id, direction: 'up' }))}
              >
                <ArrowUp aria-hidden />
              </Button>
              <Button
                type="button"
                size="icon"
                variant="ghost"
                disabled={pending || i === projects.length - 1}
                aria-label={t('portfolio.down', { title: p.title })}
                onClick={() => save(() => moveSiteProject({ id: p.id, direction: 'down' }))}
              >
                <ArrowDown aria-hidden />
              </Button>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={pending}
                onClick={() => save(() => setSiteProjectHidden({ id: p.id, hidden: !p.hidden }))}
              >
                {p.hidden ? <Eye aria-hidden /> : <EyeOff aria-hidden />}
                {p.hidden ? t('portfolio.show') : t('portfolio.hide')}
                <span className="sr-only"> {p.title}</span>
              </Button>
              <Link
                href={`/configuracoes/site/projeto/${p.id}`}
                className={buttonVariants({ size: 'sm', variant: 'outline' })}
              >
                <Pencil aria-hidden /> {t('portfolio.edit')}
                <span className="sr-only"> {p.title}</span>
              </Link>
              <ConfirmDialog
                trigger={
                  <Button
                    type="button"
                    size="icon"
                    variant="ghost"
                    disabled={pending}
                    aria-label={t('portfolio.delete', { title: p.title })}
                    className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                  >
                    <Trash2 aria-hidden />
                  </Button>
                }
                title={t('portfolio.deleteTitle')}
                description={t('portfolio.deleteText')}
                subject={p.title}
                action={() => deleteSiteProject({ id: p.id })}
                success={{ title: t('portfolio.deleted'), description: t('portfolio.deletedText') }}
                failure={(error) => ({ title: error })}
                onSuccess={() => router.refresh()}
              />
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
