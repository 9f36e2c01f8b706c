import type { Metadata } from 'next';
import { OverviewView } from '@/components/overview/overview-view';
import { requireStaff } from '@/server/auth/session';
import { getOverview } from '@/server/overview/queries';

export const metadata: Metadata = { title: 'Visão geral' };

/** /painel (D58): the first screen after sign-in. */
export default async function OverviewPage() {
  await requireStaff('/painel');
  return <OverviewView data={await getOverview()} />;
}
