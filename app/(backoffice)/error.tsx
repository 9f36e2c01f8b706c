'use client';

import { ErrorView } from '@/components/errors/error-view';
import catalogue from '@/messages/pt-BR/errors.json';

/** Back-office screens, inside the header and tabs (D49). */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorView error={error} retry={retry} back={{ href: '/clientes', label: catalogue.errors.panel }} />;
}
