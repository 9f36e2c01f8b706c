'use client';

import { ArrowLeft, ExternalLink, Loader2, Save } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { IntentLink as Link } from '@/components/common/intent-link';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { TAG_INFO } from '@/content/tags';
import { SERVICE_TAGS, type ServiceTag } from '@/content/types';
import type { TProjectForm } from '@/lib/site/forms';
import { saveSiteProject } from '@/server/site/actions';
import { ProjectImages } from './project-images';
import { useSave } from './use-save';
import { LeaveGuard } from '@/components/forms/leave-guard';
import { useGuardedState } from '@/components/forms/use-leave-guard';

/** Add or edit a portfolio project (document 000 §2.10 fields), with its uploaded pictures (D106). */
export function ProjectForm({ initial }: { initial: TProjectForm }) {
  const t = useTranslations('siteSettings.project');
  const router = useRouter();
  const [v, setV] = useGuardedState(initial);
  const { pending, save } = useSave();
  const set = (patch: Partial<TProjectForm>) => setV({ ...v, ...patch });
  const toggleTag = (tag: ServiceTag) =>
    set({ tags: v.tags.includes(tag) ? v.tags.filter((x) => x !== tag) : [...v.tags, tag] });
  const field = (name: 'title' | 'client' | 'websiteUrl', label: string, help?: string) => (
    <div className="grid gap-1">
      <Label htmlFor={`p-${name}`}>{label}</Label>
      <Input id={`p-${name}`} value={v[name]} onChange={(e) => set({ [name]: e.target.value })} />
      {help && <p className="text-xs text-muted-foreground">{help}</p>}
    </div>
  );
  const area = (
    name: 'description' | 'detailedDescription' | 'technologies' | 'features' | 'achievements',
    label: string,
    rows = 3,
  ) => (
    <div className="grid gap-1">
      <Label htmlFor={`p-${name}`}>{label}</Label>
      <Textarea
        id={`p-${name}`}
        rows={rows}
        value={v[name] as string}
        onChange={(e) => set({ [name]: e.target.value })}
      />
    </div>
  );
  return (
    <form
      className="grid gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        // Saving leaves the page, which clears the guard; marking it saved first would take its history copy off
        // under the navigation (D268).
        save(() => saveSiteProject(v), { onDone: () => router.push('/configuracoes/site#portfolio') });
      }}
    >
      <LeaveGuard />
      <div className="flex flex-wrap items-center gap-3">
        <Link
          href="/configuracoes/site"
          className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" /> {t('back')}
        </Link>
        {v.id && !v.hidden && (
          <a
            href={`/projeto/${v.id}`}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
          >
            {t('view')} <ExternalLink aria-hidden className="size-3.5" />
          </a>
        )}
      </div>
      <div className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6 lg:grid-cols-2">
        {field('title', t('titleLabel'))}
        {field('client', t('client'), t('clientHelp'))}
        <div className="lg:col-span-2">{area('description', t('description'), 2)}</div>
        <div className="grid gap-1">
          <Label htmlFor="p-year">{t('year')}</Label>
          <Input
            id="p-year"
            type="number"
            inputMode="numeric"
            className="w-32"
            value={String(v.year)}
            onChange={(e) => set({ year: e.target.value })}
          />
        </div>
        {field('websiteUrl', t('websiteUrl'))}
        <fieldset className="grid gap-2 lg:col-span-2">
          <legend className="text-sm font-medium">{t('tags')}</legend>
          <p className="text-xs text-muted-foreground">{t('tagsHelp')}</p>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {SERVICE_TAGS.map((tag) => (
              <label key={tag} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={v.tags.includes(tag)}
                  onChange={() => toggleTag(tag)}
                />
                {TAG_INFO[tag].label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="lg:col-span-2">{area('detailedDescription', t('detailedDescription'), 6)}</div>
        <div className="lg:col-span-2">{area('technologies', t('technologies'), 2)}</div>
        {area('features', t('features'), 5)}
        {area('achievements', t('achievements'), 5)}
      </div>
      <section aria-labelledby="p-imagens" className="grid gap-2 rounded-xl border bg-card p-4 sm:p-6">
        <h2 id="p-imagens" className="font-semibold">
          {t('images')}
        </h2>
        <p className="text-xs text-muted-foreground">{t('imagesHelp')}</p>
        <ProjectImages images={v.images} onChange={(images) => set({ images })} />
      </section>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={v.hidden}
          onChange={(e) => set({ hidden: e.target.checked })}
        />
        {t('hiddenLabel')}
      </label>
      <Button type="submit" disabled={pending} className="justify-self-start">
        {pending ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
        {v.id ? t('save') : t('create')}
      </Button>
    </form>
  );
}
