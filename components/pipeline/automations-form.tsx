'use client';

import { Loader2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { AUTOMATION_STEPS, type TAutomacoes } from '@/lib/settings/automacoes';
import { saveAutomations } from '@/server/pipeline/actions';

/** /configuracoes/automacoes (D56): one switch per signed-contract step. */
export function AutomationsForm({ initial }: { initial: TAutomacoes }) {
  const t = useTranslations('pipeline');
  const router = useRouter();
  const [value, setValue] = useState(initial);
  const [isPending, startTransition] = useTransition();
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    startTransition(async () => {
      const result = await saveAutomations(value);
      if (!result.ok) {
        toast.error(result.error);
        return;
      }
      toast.success(t('settings.saved'));
      router.refresh();
    });
  };
  return (
    <form onSubmit={onSubmit} className="grid max-w-2xl gap-4 rounded-xl border bg-card p-5 shadow-xs sm:p-6">
      <h1 className="text-2xl font-bold tracking-tight">{t('settings.title')}</h1>
      <p className="text-sm text-muted-foreground">{t('settings.description')}</p>
      <ul className="grid gap-3">
        {AUTOMATION_STEPS.map((step) => (
          <li key={step}>
            <label className="flex items-center gap-3 text-sm" htmlFor={`auto-${step}`}>
              <input
                id={`auto-${step}`}
                type="checkbox"
                className="size-4 accent-primary"
                checked={value[step]}
                onChange={(e) => setValue({ ...value, [step]: e.target.checked })}
              />
              {t(`steps.names.${step}`)}
            </label>
          </li>
        ))}
      </ul>
      <Button type="submit" className="w-fit" disabled={isPending}>
        {isPending && <Loader2 className="animate-spin" />}
        {isPending ? t('settings.saving') : t('settings.save')}
      </Button>
    </form>
  );
}
