'use client';

import { ErrorView } from '@/components/errors/error-view';

/** The public site, inside its header and footer (D49). */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorView error={error} retry={retry} />;
}
