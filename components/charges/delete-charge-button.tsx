'use client';

import { Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/common/confirm-dialog';
import { deleteCharge } from '@/server/charges/delete-action';

/** Shown to admins and owners only; the action refuses members on the server anyway (D68). */
export function DeleteChargeButton({ id }: { id: string }) {
  const t = useTranslations('chargeDelete');
  const router = useRouter();
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className="justify-start text-destructive hover:bg-destructive/10 hover:text-destructive"
        >
          <Trash2 /> {t('button')}
        </Button>
      }
      title={t('title')}
      description={t('text')}
      action={() => deleteCharge({ id })}
      success={{ title: t('deleted') }}
      failure={(error) => ({ title: t('error'), description: error })}
      onSuccess={() => {
        router.replace('/cobrancas');
        router.refresh();
      }}
    />
  );
}
