'use client';

import { CheckCircle2, ClipboardCheck, Loader2 } from 'lucide-react';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import { markSiteReviewed } from '@/server/site/actions';
import { useSave } from './use-save';

/**
 * The first-run review of the site (D262): what still speaks for the documents' fictional agency (the example
 * projects the site shows, the hero's claims not yet saved), and "Marcar como revisado" for an agency that keeps it.
 */
export function SiteReview({ examples, heroSaved, done }: { examples: number; heroSaved: boolean; done: boolean }) {
  const t = useTranslations('siteEditor');
  const { pending, save } = useSave();
  if (done)
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" data-testid="revisao-site">
        <CheckCircle2 className="size-4 text-emerald-600" aria-hidden /> {t('review.done')}
      </p>
    );
  return (
    <section
      aria-labelledby="revisao"
      data-testid="revisao-site"
      className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-5"
    >
      <h2 id="revisao" className="flex items-center gap-2 font-semibold">
        <ClipboardCheck className="size-5" aria-hidden /> {t('review.title')}
      </h2>
      <p className="text-sm">{t('review.help')}</p>
      <ul className="list-disc pl-5 text-sm">
        <li>
          <a href="#portfolio" className="underline underline-offset-2">
            {t('review.examples', { count: examples })}
          </a>
        </li>
        {!heroSaved && (
          <li>
            <a href="#topo" className="underline underline-offset-2">
              {t('review.heroTodo')}
            </a>
          </li>
        )}
      </ul>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={pending}
        className="justify-self-start bg-white"
        onClick={() => save(() => markSiteReviewed({}))}
      >
        {pending ? <Loader2 className="animate-spin" aria-hidden /> : <CheckCircle2 aria-hidden />}
        {t('review.mark')}
      </Button>
    </section>
  );
}
