import { AlertCircle, ArrowLeft } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/button';

/** Document 001 §2.7/§8: the error alert with a way back to the list. */
export async function ChargeNotFound({ id }: { id: string }) {
  const t = await getTranslations('charges');
  return (
    <div role="alert" className="grid gap-3 rounded-xl border border-destructive/30 bg-destructive/5 p-6">
      <p className="flex items-center gap-2 font-semibold text-destructive">
        <AlertCircle className="size-5" /> {t('toasts.notFound')}
      </p>
      {process.env.NODE_ENV === 'development' && <p className="font-mono text-xs text-muted-foreground">id: {id}</p>}
      <Button asChild variant="outline" className="w-fit">
        <Link href="/cobrancas">
          <ArrowLeft /> {t('detail.backToList')}
        </Link>
      </Button>
    </div>
  );
}
