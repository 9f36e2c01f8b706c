'use client';

import { ErrorView } from '@/components/errors/error-view';
import charges from '@/messages/pt-BR/errors.json';

/** Document 001 §2.7/§8: the charge detail's load error, with the way back to the list. */
export default function ChargeDetailError({ error, retry }: { error: unknown; retry: () => void }) {
  const t = charges.errors;
  return (
    <ErrorView
      error={error}
      retry={retry}
      title={t.charge.detail}
      text={null}
      back={{ href: '/cobrancas', label: t.chargesList }}
    />
  );
}
