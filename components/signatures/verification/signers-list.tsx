import { formatDateTime } from '@/lib/format';
import type { m } from '@/lib/messages';
import type { VerificationSigner } from '@/server/signatures/verify/verification';

type Texts = { evidence: typeof m.signatures.evidence; roles: typeof m.signatures.signers.roles; cpf: string };

/** /verificacao/{codigo}: every signer in order, CPF and e-mail masked, with their times and the code's channel (D121). */
export function SignersList({ signers, texts }: { signers: VerificationSigner[]; texts: Texts }) {
  const e = texts.evidence;
  const when = (value: string | null) => (value ? formatDateTime(value) : '-');
  return (
    <ol className="grid gap-3" data-testid="verify-signers">
      {signers.map((s) => (
        <li
          key={`${s.position}-${s.name}`}
          className="grid gap-1 rounded-xl border p-4 text-sm"
          data-testid="verify-signer"
        >
          <p className="font-semibold">
            {s.position}. {s.name}{' '}
            <span className="font-normal text-muted-foreground">
              — {texts.roles[s.role as keyof typeof texts.roles] ?? s.role}
            </span>
          </p>
          <p className="text-muted-foreground break-all">
            {texts.cpf}: {s.cpf ?? '-'} · {s.email}
          </p>
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
            <div>
              <dt className="inline text-muted-foreground">{e.viewedAt}: </dt>
              <dd className="inline">{when(s.viewedAt)}</dd>
            </div>
            <div>
              <dt className="inline text-muted-foreground">{e.authenticatedAt}: </dt>
              <dd className="inline">{when(s.authenticatedAt)}</dd>
            </div>
            <div>
              <dt className="inline text-muted-foreground">{e.signedAt}: </dt>
              <dd className="inline">{when(s.signedAt)}</dd>
            </div>
            <div>
              <dt className="inline text-muted-foreground">{e.channel}: </dt>
              <dd className="inline">
                {s.channel ? (e.channels[s.channel as keyof typeof e.channels] ?? s.channel) : '-'}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ol>
  );
}
