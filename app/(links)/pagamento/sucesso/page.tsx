import type { Metadata } from 'next';
import { PaymentShell } from '@/components/payments/payment-shell';
import { PaymentSuccess } from '@/components/payments/payment-success';
import { getPublicPayment } from '@/server/payments/public';

export const metadata: Metadata = { title: 'Pagamento', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ session_id?: string | string[]; slug?: string | string[] }> };

/**
 * Document 001 §2.10: first paint from the stored payment (D19); the page then checks the status with the
 * provider on load (check-payment-status), which fulfils a paid payment through the one fulfilment.
 */
export default async function PaymentSuccessPage({ searchParams }: Props) {
  const { session_id: raw, slug: rawSlug } = await searchParams;
  // D1: /pagamento/sucesso/{slug} arrives as ?slug=, the charge that was paid: the page links back to it.
  const slug = typeof rawSlug === 'string' && rawSlug ? rawSlug.slice(0, 200) : null;
  const sessionId = typeof raw === 'string' ? raw.slice(0, 300) : '';
  const payment = sessionId ? await getPublicPayment(sessionId) : null;
  return (
    <PaymentShell width="max-w-2xl">
      <PaymentSuccess sessionId={sessionId} initial={payment} chargeSlug={slug} />
    </PaymentShell>
  );
}
