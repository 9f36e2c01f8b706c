'use client';

import { PlainErrorView } from '@/components/errors/plain-error-view';

/** The public site, inside its header and footer (D49). */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  return <PlainErrorView error={error} retry={retry} />;
}
