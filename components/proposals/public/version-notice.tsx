import { History } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { formatDate } from '@/lib/format';
import { listOfParts } from '@/lib/proposals/versions';
import { cn } from '@/lib/utils';
import type { PublicProposal } from '@/server/proposals/public';

/**
 * "Versão 2, atualizada em 03/12/2026. O que mudou: escopo e prazo." (D271): a sent proposal edited since the client
 * first read it says so on both layouts, until it is accepted (then the accepted version is the record).
 */
export async function VersionNotice({ proposal, className }: { proposal: PublicProposal; className?: string }) {
  if (proposal.versao <= 1 || !proposal.versaoEm || proposal.aceitaEm) return null;
  const t = await getTranslations('proposals.versions');
  const parts = listOfParts(proposal.versaoMudancas, (part) => t(`fields.${part}`));
  return (
    <p
      role="status"
      data-testid="proposal-version"
      className={cn(
        'flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-950',
        className,
      )}
    >
      <History aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        {t('banner', { n: proposal.versao, data: formatDate(proposal.versaoEm) })}
        {parts && ` ${t('changed', { lista: parts })}`}
      </span>
    </p>
  );
}
