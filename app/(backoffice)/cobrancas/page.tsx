import { ComingSoon } from '@/components/backoffice/coming-soon';
import { requireStaff } from '@/server/auth/session';

// The screen itself comes with its own issue; the tab already leads somewhere.
export default async function Page() {
  await requireStaff('/cobrancas');
  return <ComingSoon />;
}
