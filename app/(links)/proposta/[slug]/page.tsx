import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ClientMessages } from '@/components/i18n/client-messages';
import { LayoutOverride } from '@/components/proposals/public/layout-override';
import { ProposalDesktop } from '@/components/proposals/public/proposal-desktop';
import { ProposalMobile } from '@/components/proposals/public/proposal-mobile';
import { StaffBar } from '@/components/proposals/public/staff-bar';
import { StaffEditing } from '@/components/proposals/public/staff-editing';
import { ViewBeacon } from '@/components/proposals/public/view-beacon';
import { JsonLd } from '@/components/site/json-ld';
import { AgencyLegalLine, AgencyMark, agencyLegalLine, BrandStyle } from '@/components/common/agency-identity';
import { getPublicProposal } from '@/server/proposals/public';
import { getCachedProposalWording } from '@/server/proposals/wording-cache';
import { getAgency } from '@/server/agency/profile';
import { cn } from '@/lib/utils';

type Props = { params: Promise<{ slug: string }> };

// The same page for everyone, so it is cached: rendered on the first visit and again when staff change
// the proposal (the actions revalidate its path) or once a day, so that an expired proposal shows it.
// The accept button also checks the validity in the browser, and the server refuses an expired one. Staff
// editing, the ?layout= override and the view count happen in the browser afterwards.
export const revalidate = 86_400;
export const generateStaticParams = async () => [];

/** Structured data: the offer is valid until the proposal's own validity date (D43). */
function structuredData(name: string, description: string, validaAte: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    name,
    description,
    priceCurrency: 'BRL',
    priceValidUntil: validaAte,
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

/**
 * Document 000 §2.9, the public proposal page. Both layouts are in the HTML; CSS shows the mobile one
 * below 768 px (D11). Signed-in staff get the in-place editing (D4). /proposta/{id} for staff is
 * handled by the proxy (D1).
 */
export default async function PublicProposalPage({ params }: Props) {
  const { slug } = await params;
  // The wording through Next's data cache: the page carries its tag, so saving the wording revalidates it (D107).
  const proposal = await getPublicProposal(slug, await getCachedProposalWording());
  if (!proposal) notFound();
  const agency = await getAgency();
  const hasLegalLine = agencyLegalLine(agency) !== '';

  return (
    <ClientMessages namespaces={['proposals', 'validation']}>
      <JsonLd data={structuredData(proposal.nome, proposal.conteudo.descricao, proposal.validaAte)} />
      {/* The agency's identity from its profile: who makes the offer (logo, name, razão social and CNPJ). On a phone
          the proposal's own sticky bar carries the logo and name, so this strip keeps only the legal line, and is
          not shown when the profile has none. */}
      <div className={cn('border-b bg-card', !hasLegalLine && 'max-md:hidden')}>
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2 text-sm">
          <AgencyMark className="font-semibold max-md:hidden" />
          {/* D274: the agency's colour. */}
          <BrandStyle />
          <AgencyLegalLine className="text-xs text-muted-foreground" />
        </div>
      </div>
      <StaffEditing>
        <StaffBar
          id={proposal.id}
          slug={proposal.slug}
          nome={proposal.nome}
          accepted={Boolean(proposal.aceitaEm) || proposal.status === 'aceita'}
        />
        <ProposalDesktop proposal={proposal} className="hidden md:block" />
        <ProposalMobile proposal={proposal} className="md:hidden" />
      </StaffEditing>
      <LayoutOverride />
      <ViewBeacon slug={proposal.slug} />
    </ClientMessages>
  );
}
