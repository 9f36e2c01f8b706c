import { Loader2 } from 'lucide-react';
import { getTranslations } from 'next-intl/server';

/** "Carregando projeto..." (document 000 §2.7). */
export default async function Loading() {
  const t = await getTranslations('projects.edit');
  return (
    <div className="flex min-h-64 flex-col items-center justify-center gap-3 text-muted-foreground" role="status">
      <Loader2 className="size-8 animate-spin" aria-hidden />
      <p className="text-sm">{t('loading')}</p>
    </div>
  );
}
