'use client';

import { FileSignature } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { useTranslations } from '@/components/i18n/use-translations';
import { useLazyDialog } from '@/components/hooks/use-lazy-dialog';
import { Button } from '@/components/ui/button';
import { findProposalContract } from '@/server/pipeline/actions';

// The dialog (and its actions) is fetched when asked for, not with every page that shows an accepted proposal.
const loadDialog = () => import('./generate-contract-dialog');
const GenerateContractDialog = dynamic(() => loadDialog().then((mod) => mod.GenerateContractDialog), { ssr: false });

/**
 * "Gerar contrato" on an accepted proposal (D54): placed on the proposal card, the proposal edit screen
 * and the client page; the dialog is generate-contract-dialog.tsx. Once the proposal has its contract, the press
 * opens that contract instead of drawing another (the writer answers the same one too).
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
  const router = useRouter();
  const [isChecking, startChecking] = useTransition();
  const onClick = () =>
    startChecking(async () => {
      const found = await findProposalContract({ propostaId });
      if (found.ok && found.data) {
        toast.info(t('exists'));
        router.push(`/contratos/${found.data.id}`);
        return;
      }
      trigger.onClick();
    });
  return (
    <>
      <Button
        size={size}
        aria-label={`${t('button')}: ${nome}`}
        {...trigger}
        onClick={onClick}
        disabled={trigger.disabled || isChecking}
      >
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
