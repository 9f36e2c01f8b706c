'use client';

import { Loader2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { cn } from '@/lib/utils';
import { setPortalWhatsAppConsent } from '@/server/whatsapp/client-actions';

export type PortalSwitchTexts = {
  label: string;
  agreement: string | null;
  howToStop: string;
  status: string;
  noMobile: string | null;
  turnedOn: string;
  turnedOff: string;
  error: string;
};

/** The switch itself: a button with role="switch", on while the request runs as it will be after (D140). */
export function PortalWhatsAppSwitch({
  active,
  disabled,
  texts,
}: {
  active: boolean;
  disabled: boolean;
  texts: PortalSwitchTexts;
}) {
  const router = useRouter();
  const id = useId();
  const [on, setOn] = useState(active);
  const [isPending, startTransition] = useTransition();
  const toggle = () => {
    const next = !on;
    setOn(next);
    startTransition(async () => {
      const result = await setPortalWhatsAppConsent({ ativo: next });
      if (!result.ok) {
        setOn(!next);
        toast.error(texts.error, { description: result.error });
        return;
      }
      toast.success(next ? texts.turnedOn : texts.turnedOff);
      router.refresh();
    });
  };
  return (
    <div className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs" data-testid="portal-whatsapp">
      <div className="flex items-start justify-between gap-4">
        <div className="grid min-w-0 gap-1">
          <span id={`${id}-label`} className="font-medium">
            {texts.label}
          </span>
          <span id={`${id}-status`} role="status" className="text-sm text-muted-foreground">
            {texts.status}
          </span>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-text`}
          disabled={disabled || isPending}
          onClick={toggle}
          className={cn(
            'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
            'focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50',
            on ? 'bg-primary' : 'bg-input',
          )}
        >
          <span
            aria-hidden
            className={cn(
              'flex size-6 items-center justify-center rounded-full bg-background shadow-sm transition-transform',
              on ? 'translate-x-5' : 'translate-x-0',
            )}
          >
            {isPending && <Loader2 className="size-3.5 animate-spin text-muted-foreground" />}
          </span>
        </button>
      </div>
      <div id={`${id}-text`} className="grid gap-1 text-sm">
        {texts.noMobile ? <p>{texts.noMobile}</p> : <p>{texts.agreement}</p>}
        <p className="text-muted-foreground">{texts.howToStop}</p>
      </div>
    </div>
  );
}
