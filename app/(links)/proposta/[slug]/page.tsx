import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { z } from 'zod';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ProposalDesktop } from '@/components/proposals/public/proposal-desktop';
import { ProposalMobile } from '@/components/proposals/public/proposal-mobile';
import { ViewBeacon } from '@/components/proposals/public/view-beacon';
import { JsonLd } from '@/components/site/json-ld';
import { getSession } from '@/server/auth/session';
import { getPublicProposal } from '@/server/proposals/public';
import { getProposalSlugById } from '@/server/proposals/queries';

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ layout?: string }> };

const VALIDITY_MS = 2_592_000_000; // 30 days (document 000 §9)

/** Structured data: an offer valid for 30 days from the moment the page is opened. */
function structuredData(name: string, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    name,
    description,
    priceCurrency: 'BRL',
    priceValidUntil: new Date(Date.now() + VALIDITY_MS).toISOString().slice(0, 10),
  };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const proposal = await getPublicProposal(slug);
  return {
    title: proposal ? `${proposal.nome} — Proposta` : 'Proposta não encontrada',
    // Document 000 §2.9: not indexed (the X-Robots-Tag header says the same).
    robots: { index: false, follow: false },
  };
}

/** Document 000 §2.9, the public proposal page; D11 picks the layout, D4 gives staff the editing. */
export default async function PublicProposalPage({ params, searchParams }: Props) {
  const [{ slug }, { layout }] = await Promise.all([params, searchParams]);
  const [proposal, session] = await Promise.all([getPublicProposal(slug), getSession()]);
  if (!proposal) {
    // D1: /proposta/{id} leads signed-in staff to the slug; anyone else gets the not-found page.
    if (session && z.uuid().safeParse(slug).success) {
      const bySlug = await getProposalSlugById(slug);
      if (bySlug) redirect(`/proposta/${bySlug}`);
    }
    notFound();
  }
  const isStaff = session !== null;
  const forced = layout === 'mobile' || layout === 'desktop' ? layout : null;
  const offer = structuredData(proposal.nome, proposal.conteudo.descricao);

  return (
    <ClientMessages namespaces={['proposals', 'validation']}>
      <JsonLd data={offer} />
      {forced !== 'mobile' && <ProposalDesktop proposal={proposal} isStaff={isStaff} className={forced ? undefined : 'hidden md:block'} />}
      {forced !== 'desktop' && <ProposalMobile proposal={proposal} className={forced ? undefined : 'md:hidden'} />}
      <ViewBeacon slug={proposal.slug} />
    </ClientMessages>
  );
}
