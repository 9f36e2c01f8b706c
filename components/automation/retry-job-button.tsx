'use client';

import { RotateCcw } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { retryJob } from '@/server/automation/settings-actions';

export function RetryJobButton({ id }: { id: string }) {
  const t = useTranslations('automation.jobs');
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const retry = () =>
    startTransition(async () => {
      const result = await retryJob({ id });
      if (!result.ok) toast.error(t('retryError'), { description: result.error });
      else {
        toast.success(t('retried'));
        router.refresh();
      }
    });
  return (
    <Button size="sm" variant="outline" onClick={retry} disabled={isPending}>
      <RotateCcw /> {t('retry')}
    </Button>
  );
}
