'use client';

import { ShieldCheck } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { saveTeamSettings } from '@/server/team/actions';

/** D71: the owner requires two-factor sign-in of everyone (or not). */
export function TeamSettingsForm({ required }: { required: boolean }) {
  const t = useTranslations('team.settings');
  const router = useRouter();
  const [isPending, startTransition] = useTransition();

  const onChange = (value: boolean) =>
    startTransition(async () => {
      const result = await saveTeamSettings({ exigirDoisFatores: value });
      if (!result.ok) toast.error(result.error);
      else toast.success(t('saved'));
      router.refresh();
    });

  return (
    <section className="flex flex-wrap items-start justify-between gap-4 rounded-xl border bg-card p-5 shadow-xs">
      <div className="flex max-w-2xl gap-3">
        <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <div>
          <h2 className="font-semibold">{t('title')}</h2>
          <p className="text-sm text-muted-foreground">{t('description')}</p>
        </div>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={required}
          disabled={isPending}
          onChange={(event) => onChange(event.target.checked)}
        />
        {required ? t('on') : t('off')}
      </label>
    </section>
  );
}
