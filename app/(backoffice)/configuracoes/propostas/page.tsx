import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { WordingForm } from '@/components/proposals/wording-form';
import { requireStaff } from '@/server/auth/session';
import { readProposalWording } from '@/server/proposals/queries';

export const metadata: Metadata = { title: 'Propostas e contratos' };

/** D107: the fixed texts of document 000 §9, the agency's own (defaults: the documents' wording). */
export default async function ProposalWordingPage() {
  await requireStaff('/configuracoes/propostas');
  const wording = await readProposalWording();
  const t = await getTranslations('proposalWording');
  return (
    <div className="grid gap-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
      </div>
      <WordingForm initial={wording} />
    </div>
  );
}
