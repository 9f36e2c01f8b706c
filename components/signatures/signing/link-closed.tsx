import { Ban, CheckCircle2, Clock, FileDown, LinkIcon, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { getAgency } from '@/lib/agency';
import { fill, m } from '@/lib/messages';

const l = m.signatures.link;

const PANELS = {
  signed: { icon: CheckCircle2, tone: 'text-emerald-600', title: m.signatures.sign.doneTitle, text: l.signedText },
  expired: { icon: Clock, tone: 'text-amber-600', title: l.expired, text: l.expiredText },
  cancelled: { icon: Ban, tone: 'text-muted-foreground', title: l.cancelled, text: l.cancelledText },
  'not-found': { icon: LinkIcon, tone: 'text-muted-foreground', title: l.notFound, text: l.notFoundText },
  unavailable: { icon: LinkIcon, tone: 'text-muted-foreground', title: l.notFound, text: l.notFoundText },
} as const;

/** A used, expired, cancelled or unknown signing link (issue 9 item 2): a clear page instead of the form. */
export function LinkClosed({ state, name, verificationCode, downloadUrl }: { state: keyof typeof PANELS; name?: string; verificationCode?: string | null; downloadUrl?: string | null }) {
  const panel = PANELS[state];
  const agency = getAgency();
  return (
    <section className="grid justify-items-center gap-3 rounded-2xl border bg-card p-8 text-center shadow-sm sm:p-10" data-testid="link-closed">
      <panel.icon className={`size-14 ${panel.tone}`} />
      <h1 className="text-2xl font-bold">{panel.title}</h1>
      {name && <p className="font-medium">{name}</p>}
      {verificationCode && <p className="rounded-lg bg-muted px-4 py-2 font-mono text-lg font-semibold tracking-wider">{verificationCode}</p>}
      <p className="max-w-md text-muted-foreground">{panel.text}</p>
      {(downloadUrl || verificationCode) && (
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          {downloadUrl && <Button asChild><a href={downloadUrl} download><FileDown /> {m.signatures.sign.download}</a></Button>}
          {verificationCode && <Button asChild variant="outline"><a href={`/verificacao/${verificationCode}`}><ShieldCheck /> {m.signatures.sign.verify}</a></Button>}
        </div>
      )}
      <p className="mt-4 text-sm text-muted-foreground">{fill(l.contact, { agency: agency.name, email: agency.email })}</p>
    </section>
  );
}
