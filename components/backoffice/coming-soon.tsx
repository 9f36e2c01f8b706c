import { Construction } from 'lucide-react';
import { getTranslations } from 'next-intl/server';

/** Shown by tabs whose screens are not built yet, so that no tab link lands on a 404. */
export async function ComingSoon() {
  const t = await getTranslations('common');
  return (
    <div className="flex flex-col items-center justify-center rounded-xl border border-dashed bg-card px-6 py-16 text-center">
      <Construction className="size-10 text-muted-foreground" />
      <h2 className="mt-4 text-lg font-semibold">{t('comingSoonTitle')}</h2>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">{t('comingSoonText')}</p>
    </div>
  );
}
