import { Loader2 } from 'lucide-react';
import { getTranslations } from 'next-intl/server';

/** The board's loading spinner (document 000 §2.6). */
export default async function Loading() {
  const t = await getTranslations('projects');
  return (
    <div className="flex min-h-64 flex-col items-center justify-center gap-3 text-muted-foreground" role="status">
      <Loader2 className="size-8 animate-spin" aria-hidden />
      <p className="text-sm">{t('loading')}</p>
    </div>
  );
}
