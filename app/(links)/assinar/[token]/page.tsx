import { FileSignature } from 'lucide-react';
import type { Metadata } from 'next';
import { LinkClosed } from '@/components/signatures/signing/link-closed';
import { PublicShell } from '@/components/signatures/signing/public-shell';
import { SigningForm } from '@/components/signatures/signing/signing-form';
import { SigningViewBeacon } from '@/components/signatures/signing/view-beacon';
import { getAgency } from '@/lib/agency';
import { formatDate, todayInSaoPaulo } from '@/lib/format';
import { fill, m } from '@/lib/messages';
import { getSigningLink } from '@/server/signatures/signing-link';
import { PrivacyNotice } from '@/components/privacy/privacy-notice';

type Props = { params: Promise<{ token: string }> };

// Per recipient and per moment (expiry, status): never cached; the token must not leak in a Referer.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: m.signatures.sign.title, robots: { index: false, follow: false }, referrer: 'no-referrer' };

/** /assinar/{token} (D13, issue 9 item 2): the recipient reads, fills and signs. */
export default async function SigningPage({ params }: Props) {
  const { token } = await params;
  const link = await getSigningLink(token);
  const t = m.signatures.sign;
  if (link.state !== 'open') {
    return (
      <PublicShell>
        <LinkClosed state={link.state} {...('name' in link ? { name: link.name, verificationCode: link.verificationCode, downloadUrl: link.downloadUrl } : {})} />
      </PublicShell>
    );
  }
  return (
    <PublicShell wide>
      <SigningViewBeacon token={token} />
      <section className="grid gap-4 rounded-2xl border bg-card p-5 shadow-sm sm:flex sm:items-start sm:p-6">
        <div className="flex min-w-0 flex-1 items-start gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary"><FileSignature className="size-6" /></span>
          <div className="min-w-0">
            <p className="text-sm text-muted-foreground">{t.title}</p>
            <h1 className="text-xl font-bold break-words sm:text-2xl">{link.name}</h1>
            <p className="mt-1 text-sm text-muted-foreground">{fill(t.intro, { agency: getAgency().name, name: link.name })}</p>
          </div>
        </div>
        <dl className="grid gap-0.5 border-t pt-3 text-sm sm:border-0 sm:pt-0 sm:text-right">
          <dt className="text-xs text-muted-foreground">{t.recipient}</dt>
          <dd className="font-medium">{link.recipientName}</dd>
          <dd className="text-muted-foreground">{fill(t.expires, { date: formatDate(link.expiresAt) })}</dd>
        </dl>
      </section>
      <SigningForm token={token} fileUrl={link.fileUrl} pageCount={link.pageCount} fields={link.fields} today={formatDate(todayInSaoPaulo())} texts={t} />
      <PrivacyNotice className="text-center" />
    </PublicShell>
  );
}
