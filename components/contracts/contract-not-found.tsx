import { ArrowLeft, FileQuestion } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';

/** One not-found panel for the staff contract screens. */
export async function ContractNotFound() {
  const t = await getTranslations('contracts.detail');
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-3 rounded-xl border bg-card px-6 py-12 text-center shadow-xs">
      <FileQuestion className="size-10 text-muted-foreground" />
      <h1 className="text-xl font-bold">{t('notFoundTitle')}</h1>
      <p className="text-sm text-muted-foreground">{t('notFoundText')}</p>
      <Button asChild variant="outline" className="mt-2">
        <Link href="/contratos">
          <ArrowLeft /> {t('back')}
        </Link>
      </Button>
    </div>
  );
}
