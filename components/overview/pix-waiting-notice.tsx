import { TriangleAlert } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { IntentLink as Link } from '@/components/common/intent-link';

/** Why charges were not made (server/pipeline/pix-waiting.ts), with the way to fix it. */
export async function PixWaitingNotice({ count, contract = false }: { count: number; contract?: boolean }) {
  const t = await getTranslations('pixWaiting');
  return (
    <div role="status" className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
      <div className="grid gap-1">
        {!contract && <p className="font-semibold">{t('overviewTitle')}</p>}
        <p>{contract ? t('contractText') : t('overviewText', { count })}</p>
        <Link href="/configuracoes/agencia" className="font-medium text-amber-900 underline underline-offset-4">
          {t('link')}
        </Link>
      </div>
    </div>
  );
}
