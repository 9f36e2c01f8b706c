'use client';

import { CheckCircle2, Circle, X } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { IntentLink as Link } from '@/components/common/intent-link';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import { CHECKLIST_LINKS, type ChecklistItem } from '@/lib/settings/painel';
import { dismissChecklist } from '@/server/overview/checklist-actions';

/** /painel's first-run checklist (D100): each step links to where it is done; dismissible. */
export function FirstRunChecklist({ items }: { items: Array<{ item: ChecklistItem; done: boolean }> }) {
  const t = useTranslations('checklist');
  const router = useRouter();
  const [busy, start] = useTransition();
  const done = items.filter((i) => i.done).length;
  const dismiss = () =>
    start(async () => {
      const result = await dismissChecklist({});
      if (!result.ok) return void toast.error(result.error);
      toast.success(t('dismissed'));
      router.refresh();
    });
  return (
    <section aria-labelledby="primeiros-passos" className="grid gap-3 rounded-xl border bg-card p-5 shadow-xs">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id="primeiros-passos" className="text-lg font-semibold">
            {t('title')}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t('subtitle')} {t('progress', { done, total: items.length })}
          </p>
        </div>
        <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={dismiss}>
          <X /> {t('dismiss')}
        </Button>
      </div>
      <ul className="grid gap-1 sm:grid-cols-2">
        {items.map(({ item, done: isDone }) => (
          <li key={item}>
            <Link
              href={CHECKLIST_LINKS[item]}
              className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted"
              data-done={isDone}
            >
              {isDone ? (
                <CheckCircle2 className="size-4 shrink-0 text-emerald-600" aria-hidden />
              ) : (
                <Circle className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              )}
              <span className={isDone ? 'text-muted-foreground line-through' : ''}>{t(`items.${item}`)}</span>
              <span className="sr-only">({isDone ? t('done') : t('todo')})</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
