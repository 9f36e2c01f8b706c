import { SearchX } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';

export default async function ChargeNotFound() {
  const t = await getTranslations('charges');
  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <div className="max-w-md text-center">
        <SearchX className="mx-auto size-12 text-muted-foreground" />
        <p className="mt-4 text-lg font-semibold">{t('toasts.notFound')}</p>
        <Button asChild variant="outline" className="mt-6">
          <Link href="/">{t('public.visitSite')}</Link>
        </Button>
      </div>
    </main>
  );
}
