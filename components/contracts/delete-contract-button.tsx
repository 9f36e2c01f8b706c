'use client';

import { Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/common/confirm-dialog';
import { deleteContract } from '@/server/contracts/actions';

/** Excluir with "Confirmar Exclusão" (document 001 §2.1, §8). */
export function DeleteContractButton({ id, nome, icon = <Trash2 /> }: { id: string; nome: string; icon?: ReactNode }) {
  const t = useTranslations('contracts');
  const router = useRouter();
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          aria-label={`${t('table.excluir')}: ${nome}`}
        >
          {icon} <span className="max-md:sr-only">{t('table.excluir')}</span>
        </Button>
      }
      title={t('deleteTitle')}
      description={t('deleteConfirm')}
      subject={nome}
      action={() => deleteContract({ id })}
      success={{ title: t('toasts.deleted'), description: t('toasts.deletedText') }}
      failure={() => ({ title: t('toasts.deleteError'), description: t('toasts.deleteErrorText') })}
      onSuccess={() => router.refresh()}
      onFailure={() => router.refresh()}
    />
  );
}
