'use client';

import { useState } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatMoney } from '@/lib/format';
import type { ChargeHint } from '@/server/pix/reconciliation-queries';

/** One credit or Pix waiting for staff: its facts, the proposed charges, a charge number to link, or ignore. */
export function LinkRow({
  testId,
  title,
  badge,
  lines,
  suggestions,
  busy,
  onLink,
  onIgnore,
}: {
  testId: string;
  title: string;
  badge: string;
  lines: Array<string | null>;
  suggestions: ChargeHint[];
  busy: boolean;
  onLink: (cobranca: string) => void;
  onIgnore: () => void;
}) {
  const t = useTranslations('pix.reconciliation');
  const [ref, setRef] = useState('');
  return (
    <li className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm" data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-lg font-semibold tabular-nums">{title}</p>
        <span className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium">{badge}</span>
      </div>
      <div className="grid gap-0.5 text-sm text-muted-foreground">
        {lines.filter(Boolean).map((line) => (
          <p key={line} className="break-words">
            {line}
          </p>
        ))}
      </div>
      {suggestions.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {suggestions.map((s) => (
            <Button
              key={s.id}
              size="sm"
              variant="secondary"
              className="h-auto max-w-full py-1.5 text-left whitespace-normal"
              disabled={busy}
              onClick={() => onLink(s.id)}
            >
              {t('pay', { numero: s.numero })} · {s.cliente} · {formatMoney(s.valor)}
            </Button>
          ))}
        </div>
      )}
      <form
        className="flex flex-col gap-2 sm:flex-row"
        onSubmit={(e) => {
          e.preventDefault();
          onLink(ref);
        }}
      >
        <Input
          value={ref}
          onChange={(e) => setRef(e.target.value)}
          placeholder={t('chargePlaceholder')}
          aria-label={t('chargeRef')}
          className="sm:max-w-56"
        />
        <div className="flex gap-2">
          <Button type="submit" variant="outline" disabled={busy || !ref.trim()}>
            {t('link')}
          </Button>
          <Button type="button" variant="ghost" disabled={busy} onClick={onIgnore}>
            {t('ignore')}
          </Button>
        </div>
      </form>
    </li>
  );
}
