import { Lock } from 'lucide-react';
import type { Metadata } from 'next';
import { IntentLink as Link } from '@/components/common/intent-link';
import { getTranslations } from 'next-intl/server';
import { PaymentsDashboard } from '@/components/payments/payments-dashboard';
import { Button } from '@/components/ui/button';
import { parseLimit } from '@/lib/list-limit';
import { signInPath } from '@/lib/routes';
import { ZPaymentFilters } from '@/lib/validation/payments';
import { redirect } from 'next/navigation';
import { pageRole } from '@/lib/auth/page-roles';
import { checkStaff, NO_ACCESS_PATH, TWO_FACTOR_SETUP_PATH } from '@/server/auth/session';
import { DatabaseUnavailableError } from '@/server/platform/db/errors';
import { listPayments, listPromoCodes } from '@/server/payments/queries';

export const metadata: Metadata = { title: 'Painel de Pagamentos' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Document 001 §2.12. D2: the proxy sends a visitor without a session cookie to /auth; a visitor whose
 * cookie is not a valid session reaches this page, which checks the session itself and shows the
 * document's "Acesso Restrito" text (with the way to sign in) instead of any data. A signed-in person goes through
 * the same staff guard as every page (role, the owner's two-factor rule).
 */
export default async function PaymentsPage({ searchParams }: Props) {
  const query = await searchParams;
  const check = await checkStaff(pageRole('/pagamentos'));
  if (!check.ok && check.reason === 'forbidden') redirect(NO_ACCESS_PATH);
  if (!check.ok && check.reason === 'two-factor') redirect(TWO_FACTOR_SETUP_PATH);
  if (!check.ok && check.reason === 'unavailable')
    throw new DatabaseUnavailableError('the staff session could not be read');
  const t = await getTranslations('payments.dashboard');
  if (!check.ok) {
    return (
      <section
        className="mx-auto grid max-w-md justify-items-center gap-3 rounded-2xl border bg-card p-8 text-center shadow-xs"
        role="alert"
      >
        <Lock className="size-8 text-muted-foreground" />
        <h1 className="text-xl font-semibold">{t('restrictedTitle')}</h1>
        <p className="text-muted-foreground">{t('restricted')}</p>
        <Button asChild>
          <Link href={signInPath('/pagamentos')}>{t('signIn')}</Link>
        </Button>
      </section>
    );
  }
  const filters = ZPaymentFilters.parse(query);
  const limit = parseLimit(query.limit);
  const [result, codes] = await Promise.all([
    listPayments(filters, limit).catch((error: unknown) => {
      console.error('[pagamentos] list failed', error);
      return null;
    }),
    listPromoCodes(),
  ]);
  return <PaymentsDashboard filters={filters} result={result} codes={codes} limit={limit} />;
}
