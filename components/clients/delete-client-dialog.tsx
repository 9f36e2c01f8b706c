'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import type { RefObject } from 'react';
import { ConfirmDialog } from '@/components/common/confirm-dialog';
import { deleteClient } from '@/server/clients/actions';

type Props = {
  id: string;
  nome: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLButtonElement | null>;
};

/** The confirmation of a client's "Excluir", fetched when its button (delete-client-button.tsx) is first used. */
export function DeleteClientDialog({ id, nome, open, onOpenChange, returnFocus }: Props) {
  const t = useTranslations('clients');
  const router = useRouter();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={t('deleteTitle')}
      description={t('deleteConfirm')}
      subject={nome}
      action={() => deleteClient({ id })}
      success={{ title: t('toasts.deleted'), description: t('toasts.deletedText') }}
      failure={(error) => ({ title: t('toasts.deleteError'), description: error })}
      onSuccess={() => router.refresh()}
      onFailure={() => router.refresh()}
    />
  );
}
