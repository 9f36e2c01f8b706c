'use client';

import { Ban, Loader2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { cancelSignatureDocument } from '@/server/signatures/signing-actions';

/** "Cancelar envio" on a sent document: the signing link stops working (issue 9 item 1). */
export function CancelSendingButton({ id, name, recipient, onCancelled }: { id: string; name: string; recipient: string; onCancelled?: () => void }) {
  const t = useTranslations('signatures.cancel');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [isPending, startTransition] = useTransition();

  const onConfirm = () =>
    startTransition(async () => {
      const result = await cancelSignatureDocument({ id });
      if (!result.ok) {
        toast.error(t('error'), { description: result.error });
        router.refresh();
        return;
      }
      setOpen(false);
      toast.success(t('ok'));
      onCancelled?.();
      router.refresh();
    });

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" className="text-destructive hover:bg-destructive/10 hover:text-destructive" aria-label={`${t('button')}: ${name}`}>
          <Ban /> {t('button')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('description', { recipient })}</AlertDialogDescription>
        </AlertDialogHeader>
        <p className="rounded-md bg-muted px-3 py-2 text-sm font-medium">{name}</p>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>{t('keep')}</AlertDialogCancel>
          <Button variant="destructive" onClick={onConfirm} disabled={isPending}>
            {isPending && <Loader2 className="animate-spin" />}
            {t('confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
