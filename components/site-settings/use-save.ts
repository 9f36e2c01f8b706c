'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { useTranslations } from '@/components/i18n/use-translations';

type Result<T> = { ok: true; data: T } | { ok: false; error: string };

/**
 * Runs a settings action: the Portuguese refusal as a toast, or "Alterações salvas" and a fresh screen (or `onDone`).
 * `saved` tells the form's leave guard what is now saved (D268).
 */
export function useSave() {
  const t = useTranslations('siteSettings');
  const router = useRouter();
  const [pending, start] = useTransition();
  const save = <T>(
    run: () => Promise<Result<T>>,
    { onDone, saved }: { onDone?: (data: T) => void; saved?: () => void } = {},
  ) =>
    start(async () => {
      const result = await run();
      if (!result.ok) {
        toast.error(result.error);
        return;
      }
      saved?.();
      toast.success(t('saved'), { description: t('savedText') });
      if (onDone) onDone(result.data);
      else router.refresh();
    });
  return { pending, save };
}
