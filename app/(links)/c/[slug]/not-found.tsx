import { FileQuestion } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';

export default async function ContractNotFound() {
  const t = await getTranslations('contracts.public');
  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <div className="max-w-md text-center">
        <FileQuestion className="mx-auto size-12 text-muted-foreground" />
        <h1 className="mt-4 text-2xl font-bold">{t('notFoundTitle')}</h1>
        <p className="mt-2 text-muted-foreground">{t('notFoundText')}</p>
        <Button asChild className="mt-6">
          <Link href="/">{t('home')}</Link>
        </Button>
      </div>
    </main>
  );
}
