import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PaymentForm } from '@/components/payments/payment-form';
import { PaymentFormFromQuery } from '@/components/payments/payment-form-from-query';
import { PaymentShell } from '@/components/payments/payment-shell';

export const metadata: Metadata = { title: 'Formulário de Pagamento', robots: { index: false, follow: false } };

const EMPTY = { nome: '', email: '', descricao: '', valor: '' };

/** Document 001 §2.9. Static: the empty form is the first paint; the query's values fill it in the browser. */
export default function PaymentPage() {
  return (
    <PaymentShell>
      <Suspense fallback={<PaymentForm initial={EMPTY} />}>
        <PaymentFormFromQuery />
      </Suspense>
    </PaymentShell>
  );
}
