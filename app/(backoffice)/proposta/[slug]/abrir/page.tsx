import { redirect } from 'next/navigation';
import { z } from '@/lib/zod';
import { ProposalNotFoundPanel } from '@/components/proposals/proposal-not-found-panel';
import { requireStaff } from '@/server/auth/session';
import { getProposalSlugById } from '@/server/proposals/queries';

/**
 * DECISIONS D1: /proposta/{id} for signed-in staff leads to the public page by slug. The proxy sends
 * session holders here (the public page is cached and cannot look at sessions); anonymous visitors
 * of /proposta/{id} get the not-found page.
 */
export default async function OpenProposalPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug: id } = await params;
  await requireStaff(`/proposta/${id}`);
  const slug = z.uuid().safeParse(id).success ? await getProposalSlugById(id) : null;
  if (slug) redirect(`/proposta/${slug}`);
  return <ProposalNotFoundPanel />;
}
