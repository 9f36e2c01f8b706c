import { Info } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { OverBilled } from '@/lib/clients/over-billed';
import { formatMoney } from '@/lib/format';

/** Billed above contracted never shows without its reason (lib/clients/over-billed.ts). */
export async function OverBilledNote({ over }: { over: OverBilled | null }) {
  if (!over) return null;
  const t = await getTranslations('clientRecord.page.overBilled');
  const parts = (['avulso', 'semProposta', 'acimaDaProposta'] as const).filter((key) => over[key] > 0);
  return (
    <div
      role="note"
      data-testid="over-billed"
      className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0">
        <p className="font-medium">{t('title', { valor: formatMoney(over.excesso) })}</p>
        <ul className="mt-1 list-disc pl-5">
          {parts.map((key) => (
            <li key={key}>{t(key, { valor: formatMoney(over[key]) })}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
