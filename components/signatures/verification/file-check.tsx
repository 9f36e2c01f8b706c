'use client';

import { CheckCircle2, FileUp, Loader2, XCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

type Texts = {
  choose: string;
  checking: string;
  match: string;
  mismatch: string;
  tooLarge: string;
  checkError: string;
};
type Outcome = { kind: 'match' | 'mismatch'; name: string; sha256: string } | { kind: 'error'; message: string };

/** D32: sends a chosen PDF to the server, which says whether it is the signed file. */
export function FileCheck({ code, maxBytes, texts }: { code: string; maxBytes: number; texts: Texts }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const check = async (file: File) => {
    setOutcome(null);
    if (file.size > maxBytes) return setOutcome({ kind: 'error', message: texts.tooLarge });
    setBusy(true);
    try {
      const response = await fetch(`/verificacao/${code}/conferir`, {
        method: 'POST',
        body: file,
        headers: { 'Content-Type': 'application/pdf' },
      });
      if (response.status === 413) return setOutcome({ kind: 'error', message: texts.tooLarge });
      if (!response.ok) return setOutcome({ kind: 'error', message: texts.checkError });
      const body = (await response.json()) as { match: boolean; sha256: string };
      setOutcome({ kind: body.match ? 'match' : 'mismatch', name: file.name, sha256: body.sha256 });
    } catch {
      setOutcome({ kind: 'error', message: texts.checkError });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="grid gap-4">
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        className="sr-only"
        id="arquivo-verificacao"
        // The button below opens it: one tab stop, and the input still has a name (axe's label rule).
        aria-label={texts.choose}
        tabIndex={-1}
        data-testid="verify-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void check(file);
        }}
      />
      <Button type="button" variant="outline" className="w-fit" disabled={busy} onClick={() => input.current?.click()}>
        {busy ? (
          <>
            <Loader2 className="animate-spin" /> {texts.checking}
          </>
        ) : (
          <>
            <FileUp /> {texts.choose}
          </>
        )}
      </Button>
      {outcome?.kind === 'match' && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-xl border border-green-200 bg-green-50 p-4 font-medium text-green-800"
        >
          <CheckCircle2 className="mt-0.5 size-5 shrink-0" />
          <span>
            {texts.match}
            <span className="mt-1 block text-xs font-normal break-all">
              {outcome.name} · SHA-256 {outcome.sha256}
            </span>
          </span>
        </p>
      )}
      {outcome?.kind === 'mismatch' && (
        <p
          role="status"
          className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 p-4 font-medium text-red-800"
        >
          <XCircle className="mt-0.5 size-5 shrink-0" />
          <span>
            {texts.mismatch}
            <span className="mt-1 block text-xs font-normal break-all">
              {outcome.name} · SHA-256 {outcome.sha256}
            </span>
          </span>
        </p>
      )}
      {outcome?.kind === 'error' && (
        <p role="alert" className="text-sm text-destructive">
          {outcome.message}
        </p>
      )}
    </div>
  );
}
