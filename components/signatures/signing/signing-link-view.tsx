'use client';

import { FileSignature, RefreshCw } from 'lucide-react';
import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { SignerTexts } from './signer-steps';
import { fill } from '@/lib/fill';
import {
  EARLY_PAGE_ID,
  EARLY_VIEW_KEY,
  tokenFromSigningPath,
  type EarlyView,
  type SigningView,
} from '@/lib/signatures/signing-view';
import { LinkClosed, type LinkTexts, type SignTexts } from './link-closed';
import { SigningViewBeacon } from './view-beacon';

type Loaded = { token: string; view: SigningView };

/**
 * The form (document pages, fields, signature pad) is its own chunk, asked for as soon as this module runs in
 * the browser: it loads beside the link's data instead of before the page's first paint (D86: less
 * JavaScript ahead of the document's first page on a phone). The data's render is a transition, so the
 * skeleton stays until both have arrived.
 */
const formChunk = typeof window === 'undefined' ? null : import('./signing-form');
const SigningForm = lazy(() =>
  (formChunk ?? import('./signing-form')).then((module) => ({ default: module.SigningForm })),
);

/** The request the shell's inline script started while the HTML was read (used once; a retry asks again). */
function takeEarlyView(token: string): Promise<SigningView> | null {
  const holder = window as unknown as Record<string, EarlyView | undefined>;
  const early = holder[EARLY_VIEW_KEY];
  holder[EARLY_VIEW_KEY] = undefined;
  return early && early.token === token ? early.promise : null;
}

async function fetchView(token: string): Promise<SigningView> {
  const response = await fetch('/api/signatures/link', {
    method: 'POST',
    body: JSON.stringify({ token }),
    headers: { 'Content-Type': 'application/json' },
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as SigningView;
}

const CARD = 'grid gap-4 rounded-2xl border bg-card p-5 shadow-sm sm:flex sm:items-start sm:p-6';
const ICON = 'flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary';
const BAR = 'animate-pulse rounded bg-muted';

/**
 * /assinar/{token} (D13, D29; D86): one static shell for every token, so the page is served
 * from the cache and no token reaches it. The link's data comes from `POST /api/signatures/link`, read
 * from the address bar; until it arrives a skeleton holds the page's shape, so nothing jumps.
 */
export function SigningLinkView(props: SigningLinkProps) {
  // One boundary from the first render on: when the data arrives (a transition) and the form's chunk is still on
  // its way, React keeps the skeleton, with the first page the proxy put in it, instead of a fallback.
  return (
    <Suspense fallback={<SigningSkeleton title={props.texts.sign.title} loading={props.texts.link.loading} />}>
      <SigningLinkContent {...props} />
    </Suspense>
  );
}

type SigningLinkProps = {
  agency: { name: string; email: string };
  texts: { link: LinkTexts; sign: SignTexts };
  /** D117, D118: the code step and "Recusar" of a signer's link. */
  signerTexts?: SignerTexts;
  privacy: ReactNode;
};

function SigningLinkContent({ agency, texts, signerTexts, privacy }: SigningLinkProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Once signed, the page says so (the form's confirmation, with the PDF and the code) and asks for nothing more.
  const [signed, setSigned] = useState(false);

  useEffect(() => {
    let live = true;
    const token = tokenFromSigningPath(window.location.pathname);
    (takeEarlyView(token) ?? fetchView(token)).then(
      // A transition: React draws the document and its form in slices, yielding to the phone between
      // them, instead of one long task that holds the page still (D86, TBT).
      (view) => live && startTransition(() => setLoaded({ token, view })),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  if (failed) {
    return (
      <section
        role="alert"
        className="grid justify-items-center gap-3 rounded-2xl border bg-card p-8 text-center shadow-sm sm:p-10"
        data-testid="link-unavailable"
      >
        <h1 className="text-2xl font-bold">{texts.link.unavailable}</h1>
        <p className="max-w-md text-muted-foreground">{texts.link.unavailableText}</p>
        <Button
          variant="outline"
          onClick={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          <RefreshCw /> {texts.link.retry}
        </Button>
      </section>
    );
  }

  if (!loaded) return <SigningSkeleton title={texts.sign.title} loading={texts.link.loading} />;

  const { token, view } = loaded;
  if (view.state !== 'open') {
    return (
      <LinkClosed
        state={view.state}
        agency={agency}
        texts={texts}
        {...('name' in view
          ? { name: view.name, verificationCode: view.verificationCode, downloadUrl: view.downloadUrl }
          : {})}
      />
    );
  }
  const t = texts.sign;
  return (
    <>
      <SigningViewBeacon token={token} />
      {!signed && (
        <section className={CARD}>
          <div className="flex min-w-0 flex-1 items-start gap-4">
            <span className={ICON}>
              <FileSignature className="size-6" />
            </span>
            <div className="min-w-0">
              <p className="text-sm text-muted-foreground">{t.title}</p>
              <h1 className="text-xl font-bold break-words sm:text-2xl">{view.name}</h1>
              <p className="mt-1 text-sm text-muted-foreground">
                {fill(t.intro, { agency: agency.name, name: view.name })}
              </p>
            </div>
          </div>
          <dl className="grid gap-0.5 border-t pt-3 text-sm sm:border-0 sm:pt-0 sm:text-right">
            <dt className="text-xs text-muted-foreground">{t.recipient}</dt>
            <dd className="font-medium">{view.recipientName}</dd>
            <dd className="text-muted-foreground">{fill(t.expires, { date: view.expiresOn })}</dd>
          </dl>
        </section>
      )}
      <SigningForm
        token={token}
        fileUrl={view.fileUrl}
        pages={view.pages}
        pageCount={view.pageCount}
        fields={view.fields}
        today={view.today}
        texts={t}
        onSigned={() => setSigned(true)}
        signer={view.signer}
        signerTexts={signerTexts}
      />
      {privacy}
    </>
  );
}

/** The open page's shape (header card, first page, fields panel) while its data is on the way. */
function SigningSkeleton({ title, loading }: { title: string; loading: string }) {
  return (
    <>
      <section className={CARD} aria-busy="true">
        <div className="flex min-w-0 flex-1 items-start gap-4">
          <span className={ICON}>
            <FileSignature className="size-6" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-sm text-muted-foreground">{title}</p>
            <div className="py-1">
              <div className={`h-5 w-2/3 sm:h-6 ${BAR}`} />
            </div>
            <div className="mt-1 grid gap-1.5 py-0.5">
              <div className={`h-3.5 w-full max-w-md ${BAR}`} />
              <div className={`h-3.5 w-1/2 sm:hidden ${BAR}`} />
            </div>
          </div>
        </div>
        <div className="grid gap-1.5 border-t pt-3 sm:justify-items-end sm:border-0 sm:pt-0">
          <div className={`h-3 w-20 ${BAR}`} />
          <div className={`h-3.5 w-32 ${BAR}`} />
          <div className={`h-3.5 w-36 ${BAR}`} />
        </div>
      </section>
      <p role="status" className="sr-only">
        {loading}
      </p>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="relative grid aspect-[1/1.414] w-full place-items-center overflow-hidden rounded-lg border bg-muted text-sm text-muted-foreground">
          {loading}
          {/* The proxy puts the link's first page image here in the HTML it serves (withFirstPageImage); React
              leaves the box's content alone and replaces the whole skeleton later. */}
          <div
            id={EARLY_PAGE_ID}
            aria-hidden
            className="absolute inset-0 empty:hidden [&>img]:size-full [&>img]:bg-white [&>img]:object-contain"
            dangerouslySetInnerHTML={{ __html: '' }}
          />
        </div>
        <div className="hidden h-80 rounded-2xl border bg-card shadow-sm lg:block" />
      </div>
    </>
  );
}
