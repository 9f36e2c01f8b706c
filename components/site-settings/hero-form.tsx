'use client';

import { Loader2, Save } from 'lucide-react';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { saveHeroPhrases } from '@/server/site/actions';
import { useSave } from './use-save';
import { LeaveGuard } from '@/components/forms/leave-guard';
import { useGuardedState } from '@/components/forms/use-leave-guard';

/** The hero's typing phrases (document 000 §2.3), one per line. */
export function HeroForm({ phrases }: { phrases: string[] }) {
  const t = useTranslations('siteSettings');
  const [value, setValue, markSaved] = useGuardedState(phrases.join('\n'));
  const { pending, save } = useSave();
  return (
    <form
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        save(() => saveHeroPhrases({ frases: value }), { saved: () => markSaved(value) });
      }}
    >
      <LeaveGuard />
      <Label htmlFor="frases-texto">{t('hero.label')}</Label>
      <Textarea id="frases-texto" rows={8} value={value} onChange={(e) => setValue(e.target.value)} />
      <Button type="submit" disabled={pending} className="justify-self-start">
        {pending ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
        {pending ? t('saving') : t('save')}
      </Button>
    </form>
  );
}
