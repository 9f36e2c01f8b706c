import type { Metadata } from 'next';
import { ReconciliationScreen } from '@/components/pix/reconciliation-screen';
import { requireStaff } from '@/server/auth/session';
import { reconciliationView } from '@/server/pix/reconciliation-queries';

export const metadata: Metadata = { title: 'Conciliação' };

/** /cobrancas/conciliacao (D20, D99): statement credits and received Pix that wait for staff. */
export default async function ReconciliationPage() {
  await requireStaff('/cobrancas/conciliacao');
  const view = await reconciliationView();
  return <ReconciliationScreen view={view} />;
}
