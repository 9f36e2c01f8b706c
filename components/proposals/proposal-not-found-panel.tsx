import { FileQuestion } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';

/** Document 000 §2.8: "Proposta não encontrada" on the staff screens, with the way back to /clientes. */
export async function ProposalNotFoundPanel() {
  const t = await getTranslations('proposals');
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed bg-card px-6 py-16 text-center">
      <FileQuestion className="size-10 text-muted-foreground" />
      <h1 className="mt-3 text-lg font-semibold">{t('toasts.notFound')}</h1>
      <p className="mt-1 text-sm text-muted-foreground">{t('toasts.notFoundText')}</p>
      <Button asChild variant="outline" className="mt-5">
        <Link href="/clientes">{t('form.back')}</Link>
      </Button>
    </div>
  );
}
