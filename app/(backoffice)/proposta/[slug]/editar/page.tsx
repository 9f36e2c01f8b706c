import { FileQuestion } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { ProposalForm } from '@/components/proposals/proposal-form';
import { Button } from '@/components/ui/button';
import { requireStaff } from '@/server/auth/session';
import { getProposalForEdit } from '@/server/proposals/queries';

export const metadata: Metadata = { title: 'Editar Proposta' };

// The segment is named [slug] to match the public /proposta/[slug]; here it holds the proposal's id.
export default async function EditProposalPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug: id } = await params;
  await requireStaff(`/proposta/${id}/editar`);
  const proposal = z.uuid().safeParse(id).success ? await getProposalForEdit(id) : null;
  if (!proposal) {
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
  return <ProposalForm proposal={proposal} />;
}
