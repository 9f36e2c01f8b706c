'use client';

import { PlainErrorView } from '@/components/errors/plain-error-view';

/** Pages reached by a link (proposal, contract, landing page, signing, payment): D49. */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  return <PlainErrorView error={error} retry={retry} />;
}
