'use client';

import { useSearchParams } from 'next/navigation';
import { PaymentForm } from './payment-form';

const one = (value: string | null, max: number) => (value ?? '').slice(0, max);

/** Document 001 §2.9: nome, email, descricao and valor in the query prefill the form (read in the browser, so the page stays static). */
export function PaymentFormFromQuery() {
  const query = useSearchParams();
  const initial = {
    nome: one(query.get('nome'), 200),
    email: one(query.get('email'), 200),
    descricao: one(query.get('descricao'), 500),
    valor: one(query.get('valor'), 20).replace(',', '.'),
  };
  return <PaymentForm key={query.toString()} initial={initial} />;
}
