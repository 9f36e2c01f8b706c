import { SearchX } from 'lucide-react';
import { PublicShell } from '@/components/signatures/signing/public-shell';
import { m } from '@/lib/messages';

const v = m.signatures.verify;

/** An unknown verification code: a 404, so that no page is kept in the cache for it (unknown links cost nothing). */
export default function VerificationNotFound() {
  return (
    <PublicShell>
      <section className="grid justify-items-center gap-3 rounded-2xl border bg-card p-10 text-center shadow-sm">
        <SearchX className="size-12 text-muted-foreground" />
        <h1 className="text-xl font-bold">{v.notFound}</h1>
        <p className="max-w-md text-muted-foreground">{v.notFoundText}</p>
      </section>
    </PublicShell>
  );
}
