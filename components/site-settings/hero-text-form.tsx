'use client';

import { Loader2, Save } from 'lucide-react';
import { Counter } from '@/components/forms/counter';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { HERO_LIMITS, type THeroTextForm } from '@/lib/site/forms';
import { saveHeroText } from '@/server/site/actions';
import { useSave } from './use-save';
import { LeaveGuard } from '@/components/forms/leave-guard';
import { useGuardedState } from '@/components/forms/use-leave-guard';

type Stat = THeroTextForm['stats'][number];
type Line = 'eyebrow' | 'title' | 'titleEnd' | 'subtitle';

/** The hero's lines and three statistics (D261); a statistic can be hidden and shown again. */
export function HeroTextForm({ hero }: { hero: THeroTextForm }) {
  const t = useTranslations('siteEditor');
  const ts = useTranslations('siteSettings');
  const [value, setValue, markSaved] = useGuardedState(hero);
  const { pending, save } = useSave();
  const setStat = (i: number, patch: Partial<Stat>) =>
    setValue({ ...value, stats: value.stats.map((s, j) => (j === i ? { ...s, ...patch } : s)) });
  const line = (field: Line, label: string, max: number, help?: string) => {
    const id = `hero-${field}`;
    const Field = field === 'subtitle' ? Textarea : Input;
    return (
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <Field
          id={id}
          value={value[field]}
          maxLength={max}
          aria-describedby={`${id}-count`}
          onChange={(e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
            setValue({ ...value, [field]: e.target.value })
          }
          {...(field === 'subtitle' ? { rows: 3 } : {})}
        />
        <div className="flex justify-between gap-2">
          <span className="text-xs text-muted-foreground">{help}</span>
          <Counter id={`${id}-count`} value={value[field]} max={max} />
        </div>
      </div>
    );
  };
  return (
    <form
      className="grid gap-4"
      data-testid="hero-texto-form"
      onSubmit={(e) => {
        e.preventDefault();
        save(() => saveHeroText(value), { saved: () => markSaved(value) });
      }}
    >
      <LeaveGuard />
      {line('eyebrow', t('heroText.eyebrow'), HERO_LIMITS.eyebrow, t('heroText.eyebrowHelp'))}
      <div className="grid gap-4 sm:grid-cols-2">
        {line('title', t('heroText.titleStart'), HERO_LIMITS.title)}
        {line('titleEnd', t('heroText.titleEnd'), HERO_LIMITS.titleEnd)}
      </div>
      {line('subtitle', t('heroText.subtitle'), HERO_LIMITS.subtitle)}
      <div className="grid gap-4 lg:grid-cols-3">
        {value.stats.map((stat, i) => {
          const n = i + 1;
          return (
            <fieldset
              key={i}
              className="grid content-start gap-2 rounded-lg border p-3"
              data-testid="hero-estatistica-form"
            >
              <legend className="px-1 text-sm font-semibold">{t('heroText.stat', { n })}</legend>
              <div className="grid gap-1">
                <Label htmlFor={`hero-stat-${i}-value`}>{t('heroText.statValue', { n })}</Label>
                <Input
                  id={`hero-stat-${i}-value`}
                  value={stat.value}
                  maxLength={HERO_LIMITS.statValue}
                  aria-describedby={`hero-stat-${i}-value-count`}
                  onChange={(e) => setStat(i, { value: e.target.value })}
                />
                <Counter id={`hero-stat-${i}-value-count`} value={stat.value} max={HERO_LIMITS.statValue} />
              </div>
              <div className="grid gap-1">
                <Label htmlFor={`hero-stat-${i}-label`}>{t('heroText.statLabel', { n })}</Label>
                <Input
                  id={`hero-stat-${i}-label`}
                  value={stat.label}
                  maxLength={HERO_LIMITS.statLabel}
                  aria-describedby={`hero-stat-${i}-label-count`}
                  onChange={(e) => setStat(i, { label: e.target.value })}
                />
                <Counter id={`hero-stat-${i}-label-count`} value={stat.label} max={HERO_LIMITS.statLabel} />
              </div>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={stat.hidden}
                  onChange={(e) => setStat(i, { hidden: e.target.checked })}
                />
                {t('heroText.statHidden', { n })}
              </label>
            </fieldset>
          );
        })}
      </div>
      <Button type="submit" disabled={pending} className="justify-self-start">
        {pending ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
        {pending ? ts('saving') : t('heroText.save')}
      </Button>
    </form>
  );
}
