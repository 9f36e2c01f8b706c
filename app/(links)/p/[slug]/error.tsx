'use client';

import { PlainErrorView } from '@/components/errors/plain-error-view';
import catalogue from '@/messages/pt-BR/errors.json';

/**
 * Document 001 §8: the public charge page's load error, with no retry. The message is shown only in
 * development (D9); visitors read "Erro desconhecido".
 */
export default function PublicChargeError({ error }: { error: unknown }) {
  const t = catalogue.errors.charge;
  const message =
    process.env.NODE_ENV === 'development' && error instanceof Error && error.message ? error.message : t.unknown;
  return <PlainErrorView error={error} title={t.public.replace('{message}', message)} text={null} />;
}
