'use client';

import { ErrorView } from '@/components/errors/error-view';

/** Pages reached by a link (proposal, contract, landing page, signing, payment): D49. */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorView error={error} retry={retry} />;
}
