import { FileQuestion } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';

/** Document 000 §2.9: not-found texts with a link to the home page. */
export default async function ProposalNotFound() {
  const t = await getTranslations('proposals');
  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <div className="max-w-md text-center">
        <FileQuestion className="mx-auto size-12 text-muted-foreground" />
        <h1 className="mt-4 text-2xl font-bold">{t('toasts.notFound')}</h1>
        <p className="mt-2 text-muted-foreground">{t('toasts.notFoundText')}</p>
        <Button asChild className="mt-6">
          <Link href="/">{t('public.backHome')}</Link>
        </Button>
      </div>
    </main>
  );
}
