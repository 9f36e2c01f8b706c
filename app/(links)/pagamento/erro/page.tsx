import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PaymentFailure, PaymentFailureFromQuery } from '@/components/payments/payment-failure';
import { PaymentShell } from '@/components/payments/payment-shell';

export const metadata: Metadata = { title: 'Pagamento não concluído', robots: { index: false, follow: false } };

/** Document 001 §2.11. Static: the generic texts are the first paint; ?tipo= and ?mensagem= apply in the browser. */
export default function PaymentErrorPage() {
  return (
    <PaymentShell width="max-w-2xl">
      <Suspense fallback={<PaymentFailure tipo="generic" mensagem={null} />}>
        <PaymentFailureFromQuery />
      </Suspense>
    </PaymentShell>
  );
}
