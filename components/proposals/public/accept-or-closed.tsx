'use client';

import { CalendarX2, XCircle } from 'lucide-react';
import { useTranslations } from '@/components/i18n/use-translations';
import { useHydrated } from '@/components/hooks/use-hydrated';
import { formatDate } from '@/lib/format';
import { isExpired } from '@/lib/proposals/acceptance';
import { cn } from '@/lib/utils';
import { AcceptProposal } from './accept-proposal';

type Props = {
  slug: string;
  nome: string;
  /** D271: the version the page shows, which the acceptance names. */
  versao: number;
  status: string;
  validaAte: string;
  expiredAtRender: boolean;
  className?: string;
};

/**
 * D43: the accept button only while the proposal can be accepted; otherwise why not. The
 * page is cached for up to a day, so the browser checks the validity date again once it runs (the
 * server refuses an expired or refused proposal whatever the page shows).
 */
export function AcceptOrClosed({ slug, nome, versao, status, validaAte, expiredAtRender, className }: Props) {
  const t = useTranslations('proposals.acceptance');
  const hydrated = useHydrated();
  const expired = hydrated ? isExpired(validaAte) : expiredAtRender;
  const box = 'flex items-start gap-2 rounded-lg border p-3 text-left text-sm font-medium';
  if (status === 'recusada' || status === 'rejeitada') {
    return (
      <p role="status" data-testid="proposal-refused" className={cn(box, 'border-red-200 bg-red-50 text-red-900', className)}>
        <XCircle className="size-5 shrink-0" /> {t('refusedBanner')}
      </p>
    );
  }
  if (status === 'aceita' || status === 'aprovada') return null;
  if (expired) {
    return (
      <div role="status" data-testid="proposal-expired" className={cn(box, 'border-amber-300 bg-amber-50 text-amber-900', className)}>
        <CalendarX2 className="size-5 shrink-0" />
        <div>
          <p className="font-semibold">{t('expiredTitle')}</p>
          <p className="font-normal">{t('expiredBanner', { data: formatDate(validaAte) })}</p>
        </div>
      </div>
    );
  }
  return <AcceptProposal slug={slug} nome={nome} versao={versao} className={className} />;
}
