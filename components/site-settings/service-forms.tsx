'use client';

import { ChevronDown, ExternalLink, Loader2, Save } from 'lucide-react';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { TServiceForm } from '@/lib/site/forms';
import { saveServiceText } from '@/server/site/actions';
import { useSave } from './use-save';
import { LeaveGuard } from '@/components/forms/leave-guard';
import { useGuardedState } from '@/components/forms/use-leave-guard';

type Service = TServiceForm & { href: string };

const FIELDS = [
  ['title', 'cardTitle', 'input'],
  ['description', 'cardDescription', 'text'],
  ['pageSubtitle', 'pageSubtitle', 'input'],
  ['pageTitle', 'pageTitle', 'input'],
  ['pageDescription', 'pageDescription', 'text'],
] as const;

/** One service: its home card and the top of its page (document 000 §2.3, document 001 §2.16). */
function ServiceForm({ service }: { service: Service }) {
  const t = useTranslations('siteSettings');
  const [value, setValue, markSaved] = useGuardedState<TServiceForm>(service);
  const { pending, save } = useSave();
  const id = (f: string) => `servico-${service.slug}-${f}`;
  return (
    <details className="group rounded-lg border" data-testid={`servico-${service.slug}`}>
      <summary className="flex cursor-pointer list-none items-center gap-3 p-3 font-medium [&::-webkit-details-marker]:hidden">
        <span className="flex-1">{service.title}</span>
        <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <form
        className="grid gap-3 border-t p-3"
        onSubmit={(e) => {
          e.preventDefault();
          save(() => saveServiceText(value), { saved: () => markSaved(value) });
        }}
      >
        <LeaveGuard />
        {FIELDS.map(([field, label, kind]) => (
          <div key={field} className="grid gap-1">
            <Label htmlFor={id(field)}>{t(`services.${label}`)}</Label>
            {kind === 'input' ? (
              <Input
                id={id(field)}
                value={value[field]}
                onChange={(e) => setValue({ ...value, [field]: e.target.value })}
              />
            ) : (
              <Textarea
                id={id(field)}
                rows={3}
                value={value[field]}
                onChange={(e) => setValue({ ...value, [field]: e.target.value })}
              />
            )}
          </div>
        ))}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={pending}>
            {pending ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
            {pending ? t('saving') : t('save')}
          </Button>
          <a
            href={service.href}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
          >
            {t('services.view')} <ExternalLink aria-hidden className="size-3.5" />
          </a>
        </div>
      </form>
    </details>
  );
}

export function ServiceForms({ services }: { services: Service[] }) {
  return (
    <div className="grid gap-2">
      {services.map((s) => (
        <ServiceForm key={s.slug} service={s} />
      ))}
    </div>
  );
}
