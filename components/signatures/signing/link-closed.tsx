import { Ban, CheckCircle2, Clock, FileDown, LinkIcon, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { fill } from '@/lib/fill';
import type { m } from '@/lib/messages';

export type LinkTexts = typeof m.signatures.link;
export type SignTexts = typeof m.signatures.sign;
export type ClosedState = 'signed' | 'expired' | 'cancelled' | 'not-found' | 'unavailable';

function panelFor(state: ClosedState, l: LinkTexts, sign: SignTexts, copy: boolean) {
  switch (state) {
    case 'signed':
      // With the signed PDF and its code at hand, the page offers them instead of sending the signer away.
      return {
        icon: CheckCircle2,
        tone: 'text-emerald-600',
        title: sign.doneTitle,
        text: copy ? l.signedCopyText : l.signedText,
      };
    case 'expired':
      return { icon: Clock, tone: 'text-amber-600', title: l.expired, text: l.expiredText };
    case 'cancelled':
      return { icon: Ban, tone: 'text-muted-foreground', title: l.cancelled, text: l.cancelledText };
    default:
      return { icon: LinkIcon, tone: 'text-muted-foreground', title: l.notFound, text: l.notFoundText };
  }
}

/**
 * A used, expired, cancelled or unknown signing link (D29): a clear page instead of the form.
 * Drawn in the browser by the signing page's shell, so its texts and the agency come in as props.
 */
export function LinkClosed({
  state,
  name,
  verificationCode,
  downloadUrl,
  agency,
  texts,
}: {
  state: ClosedState;
  name?: string;
  verificationCode?: string | null;
  downloadUrl?: string | null;
  agency: { name: string; email: string };
  texts: { link: LinkTexts; sign: SignTexts };
}) {
  const panel = panelFor(state, texts.link, texts.sign, !!(downloadUrl || verificationCode));
  return (
    <section
      className="grid justify-items-center gap-3 rounded-2xl border bg-card p-8 text-center shadow-sm sm:p-10"
      data-testid="link-closed"
    >
      <panel.icon className={`size-14 ${panel.tone}`} />
      <h1 className="text-2xl font-bold">{panel.title}</h1>
      {name && <p className="font-medium">{name}</p>}
      {verificationCode && (
        <p className="rounded-lg bg-muted px-4 py-2 font-mono text-lg font-semibold tracking-wider">
          {verificationCode}
        </p>
      )}
      <p className="max-w-md text-muted-foreground">{panel.text}</p>
      {(downloadUrl || verificationCode) && (
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          {downloadUrl && (
            <Button asChild>
              <a href={downloadUrl} download>
                <FileDown /> {texts.sign.download}
              </a>
            </Button>
          )}
          {verificationCode && (
            <Button asChild variant="outline">
              <a href={`/verificacao/${verificationCode}`}>
                <ShieldCheck /> {texts.sign.verify}
              </a>
            </Button>
          )}
        </div>
      )}
      <p className="mt-4 text-sm text-muted-foreground">
        {fill(texts.link.contact, { agency: agency.name, email: agency.email })}
      </p>
    </section>
  );
}
