'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { ConfirmDialog } from '@/components/common/confirm-dialog';
import { cancelSignatureDocument } from '@/server/signatures/signing-actions';

type Props = {
  id: string;
  name: string;
  recipient: string;
  onCancelled?: () => void;
  open: boolean;
  setOpen: (open: boolean) => void;
  returnFocus: React.RefObject<HTMLButtonElement | null>;
};

/** The confirmation of "Cancelar envio" (opened by cancel-sending-button.tsx): the signing link stops working (D28). */
export function CancelSendingDialog({ id, name, recipient, onCancelled, open, setOpen, returnFocus }: Props) {
  const t = useTranslations('signatures.cancel');
  const router = useRouter();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      returnFocus={returnFocus}
      title={t('title')}
      description={t('description', { recipient })}
      subject={name}
      cancelLabel={t('keep')}
      confirmLabel={t('confirm')}
      action={() => cancelSignatureDocument({ id })}
      success={{ title: t('ok') }}
      failure={(error) => ({ title: t('error'), description: error })}
      onSuccess={() => {
        onCancelled?.();
        router.refresh();
      }}
      onFailure={() => router.refresh()}
    />
  );
}
