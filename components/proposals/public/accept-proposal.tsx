'use client';

import { CheckCircle2 } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useTranslations } from '@/components/i18n/use-translations';
import { useRef, useState } from 'react';
import { hydratingLook, useHydrated } from '@/components/hooks/use-hydrated';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

// The acceptance form (the dialog, react-hook-form and the zod schema) is fetched when the client asks
// for it, not with the proposal: most visits only read.
const loadDialog = () => import('./accept-proposal-dialog');
const AcceptProposalDialog = dynamic(() => loadDialog().then((m) => m.AcceptProposalDialog), { ssr: false });

/** "Aceitar proposta" (the button on the public page); the dialog is accept-proposal-dialog.tsx. */
export function AcceptProposal({
  slug,
  nome,
  versao,
  className,
}: {
  slug: string;
  nome: string;
  versao: number;
  className?: string;
}) {
  const t = useTranslations('proposals');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  return (
    <>
      <Button
        ref={button}
        size="lg"
        className={cn(className, hydratingLook(hydrated))}
        aria-haspopup="dialog"
        disabled={!hydrated}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <CheckCircle2 /> {t('public.accept')}
      </Button>
      {wanted && <AcceptProposalDialog slug={slug} nome={nome} versao={versao} open={open} onOpenChange={setOpen} returnFocus={button} />}
    </>
  );
}
