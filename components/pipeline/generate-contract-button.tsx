'use client';

import { FileSignature } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useTranslations } from '@/components/i18n/use-translations';
import { useLazyDialog } from '@/components/hooks/use-lazy-dialog';
import { Button } from '@/components/ui/button';

// The dialog (and its actions) is fetched when asked for, not with every page that shows an accepted proposal.
const loadDialog = () => import('./generate-contract-dialog');
const GenerateContractDialog = dynamic(() => loadDialog().then((mod) => mod.GenerateContractDialog), { ssr: false });

/**
 * "Gerar contrato" on an accepted proposal (D54): placed on the proposal card, the proposal edit screen
 * and the client page; the dialog is generate-contract-dialog.tsx.
 */
export function GenerateContractButton({
  propostaId,
  nome,
  size = 'sm',
}: {
  propostaId: string;
  nome: string;
  size?: 'sm' | 'default';
}) {
  const t = useTranslations('pipeline.generate');
  const { open, setOpen, wanted, trigger, returnFocus } = useLazyDialog(loadDialog);
  return (
    <>
      <Button size={size} aria-label={`${t('button')}: ${nome}`} {...trigger}>
        <FileSignature /> {t('button')}
      </Button>
      {wanted && (
        <GenerateContractDialog
          propostaId={propostaId}
          nome={nome}
          open={open}
          onOpenChange={setOpen}
          returnFocus={returnFocus}
        />
      )}
    </>
  );
}
