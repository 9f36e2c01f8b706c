'use client';

import { Loader2, Save } from 'lucide-react';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { TPromoForm } from '@/lib/site/forms';
import { savePromoSlides } from '@/server/site/actions';
import { useSave } from './use-save';
import { LeaveGuard } from '@/components/forms/leave-guard';
import { useGuardedState } from '@/components/forms/use-leave-guard';

type Slide = TPromoForm['slides'][number];

/** The promo carousel's three slides (document 000 §2.3). */
export function PromoForm({ slides }: { slides: Slide[] }) {
  const t = useTranslations('siteSettings');
  const [value, setValue, markSaved] = useGuardedState(slides);
  const { pending, save } = useSave();
  const set = (i: number, patch: Partial<Slide>) => setValue(value.map((s, j) => (j === i ? { ...s, ...patch } : s)));
  return (
    <form
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        save(() => savePromoSlides({ slides: value }), { saved: () => markSaved(value) });
      }}
    >
      <LeaveGuard />
      <div className="grid gap-4 lg:grid-cols-3">
        {value.map((slide, i) => (
          <fieldset key={i} className="grid content-start gap-2 rounded-lg border p-3">
            <legend className="px-1 text-sm font-semibold">{t('promo.slide', { n: i + 1 })}</legend>
            {(['eyebrow', 'title', 'cta'] as const).map((f) => (
              <div key={f} className="grid gap-1">
                <Label htmlFor={`promo-${i}-${f}`}>{t(`promo.${f === 'title' ? 'headline' : f}`)}</Label>
                <Input id={`promo-${i}-${f}`} value={slide[f]} onChange={(e) => set(i, { [f]: e.target.value })} />
              </div>
            ))}
            <div className="grid gap-1">
              <Label htmlFor={`promo-${i}-text`}>{t('promo.text')}</Label>
              <Textarea
                id={`promo-${i}-text`}
                rows={3}
                value={slide.text}
                onChange={(e) => set(i, { text: e.target.value })}
              />
            </div>
          </fieldset>
        ))}
      </div>
      <Button type="submit" disabled={pending} className="justify-self-start">
        {pending ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
        {pending ? t('saving') : t('save')}
      </Button>
    </form>
  );
}
