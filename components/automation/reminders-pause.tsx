'use client';

import { Pause, Play } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { setChargeRemindersPaused } from '@/server/charges/actions';

/** Pauses or resumes the régua for one charge. */
export function RemindersPause({ id, paused }: { id: string; paused: boolean }) {
  const t = useTranslations('automation.lembretes');
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const toggle = () =>
    startTransition(async () => {
      const result = await setChargeRemindersPaused({ id, pausado: !paused });
      if (!result.ok) {
        toast.error(t('toggleError'), { description: result.error });
        return;
      }
      toast.success(result.data.pausado ? t('pausedToast') : t('resumedToast'));
      router.refresh();
    });
  return (
    <Button variant="outline" size="sm" onClick={toggle} disabled={isPending} className="w-fit">
      {paused ? <Play /> : <Pause />} {paused ? t('resume') : t('pause')}
    </Button>
  );
}
