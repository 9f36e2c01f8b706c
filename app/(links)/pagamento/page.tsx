import type { Metadata } from 'next';
import { PaymentForm } from '@/components/payments/payment-form';
import { PaymentShell } from '@/components/payments/payment-shell';

export const metadata: Metadata = { title: 'Formulário de Pagamento', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

/** Document 001 §2.9: nome, email, descricao and valor in the query prefill the form. */
export default async function PaymentPage({ searchParams }: Props) {
  const query = await searchParams;
  const initial = { nome: one(query.nome, 200), email: one(query.email, 200), descricao: one(query.descricao, 500), valor: one(query.valor, 20).replace(',', '.') };
  return (
    <PaymentShell>
      <PaymentForm initial={initial} />
    </PaymentShell>
  );
}
