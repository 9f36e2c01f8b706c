import type { Metadata } from 'next';
import { FirstRunChecklist } from '@/components/overview/first-run-checklist';
import { OverviewView } from '@/components/overview/overview-view';
import { PixWaitingNotice } from '@/components/overview/pix-waiting-notice';
import { requireStaff } from '@/server/auth/session';
import { getOverview, readContractsWaitingCount, readFirstRunChecklist } from '@/server/overview/queries';

export const metadata: Metadata = { title: 'Visão geral' };

/** /painel (D58): the first screen after sign-in; above it, the owner's first steps and what waits for the Pix key. */
export default async function OverviewPage() {
  const user = await requireStaff('/painel');
  const [data, checklist, waiting] = await Promise.all([
    getOverview(),
    user.role === 'owner' ? readFirstRunChecklist() : null,
    readContractsWaitingCount(),
  ]);
  return (
    <div className="grid gap-6">
      {checklist && <FirstRunChecklist items={checklist} />}
      {waiting > 0 && <PixWaitingNotice count={waiting} />}
      <OverviewView data={data} />
    </div>
  );
}
