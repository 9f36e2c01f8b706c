import { Download, ShieldCheck } from 'lucide-react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PublicShell } from '@/components/signatures/signing/public-shell';
import { FileCheck } from '@/components/signatures/verification/file-check';
import { SignersList } from '@/components/signatures/verification/signers-list';
import { formatDateTime } from '@/lib/format';
import { m } from '@/lib/messages';
import { MAX_UPLOAD_BYTES } from '@/lib/signatures/upload';
import { getVerification } from '@/server/signatures/verify/verification';

type Props = { params: Promise<{ codigo: string }> };

// A signed document never changes: each code's page is made once on first request and kept (ISR).
export const revalidate = 86400;
export function generateStaticParams() {
  return [];
}
export const metadata: Metadata = { title: m.signatures.verify.title, robots: { index: false, follow: false } };

const v = m.signatures.verify;

/** /verificacao/{codigo} (D13, D32): what was signed, by whom, when, and the file's hash. */
export default async function VerificationPage({ params }: Props) {
  const { codigo } = await params;
  const verification = await getVerification(codigo);
  // A 404 (./not-found.tsx), never a page kept in the cache for a code that does not exist.
  if (!verification) notFound();
  return (
    <PublicShell>
      <section className="rounded-2xl border bg-card p-6 shadow-sm sm:p-8">
        <p className="text-sm text-muted-foreground">{v.title}</p>
        <h1 className="mt-1 flex items-center gap-2 text-2xl font-bold text-emerald-700">
          <ShieldCheck className="size-7 shrink-0" /> {v.valid}
        </h1>
        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-xs text-muted-foreground">{v.document}</dt>
            <dd className="font-medium break-words" data-testid="verify-name">
              {verification.name}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">{v.signer}</dt>
            <dd className="font-medium">{verification.signerName}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">{v.signedAt}</dt>
            <dd className="font-medium">{formatDateTime(verification.signedAt)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">{v.code}</dt>
            <dd className="font-mono font-medium">{verification.code}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-xs text-muted-foreground">{m.signatures.certificate.originalHash}</dt>
            <dd className="rounded-lg bg-muted p-3 font-mono text-xs break-all">{verification.originalSha256}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-xs text-muted-foreground">{v.hash}</dt>
            <dd className="rounded-lg bg-muted p-3 font-mono text-xs break-all" data-testid="verify-hash">
              {verification.sha256}
            </dd>
          </div>
        </dl>
        {/* D166: whoever holds the code downloads the signed file (a plain link: the route answers the PDF). */}
        <a
          href={`/verificacao/${verification.code}/pdf`}
          className="mt-6 inline-flex items-center gap-2 rounded-lg border px-4 py-2 text-sm font-medium hover:bg-muted"
          data-testid="verify-download"
        >
          <Download className="size-4" /> {v.download}
        </a>
      </section>
      {/* D121: the list for documents with several signers; a single recipient is the "Assinado por" above. */}
      {verification.signers.length > 1 && (
        <section
          className="grid gap-3 rounded-2xl border bg-card p-6 shadow-sm sm:p-8"
          aria-labelledby="signatarios-titulo"
        >
          <h2 id="signatarios-titulo" className="text-lg font-bold">
            {m.signatures.evidence.signers}
          </h2>
          <SignersList
            signers={verification.signers}
            texts={{
              evidence: m.signatures.evidence,
              roles: m.signatures.signers.roles,
              cpf: m.signatures.certificate.cpf,
            }}
          />
        </section>
      )}
      <section className="grid gap-3 rounded-2xl border bg-card p-6 shadow-sm sm:p-8" aria-labelledby="conferir-titulo">
        <h2 id="conferir-titulo" className="text-lg font-bold">
          {v.checkTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{v.checkText}</p>
        <FileCheck code={verification.code} maxBytes={MAX_UPLOAD_BYTES} texts={v} />
      </section>
    </PublicShell>
  );
}
