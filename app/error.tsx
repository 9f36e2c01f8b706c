'use client';

import { ErrorView } from '@/components/errors/error-view';

/** Pages outside the three areas (sign-in): a Portuguese error page with a retry (D49). */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorView error={error} retry={retry} />;
}
