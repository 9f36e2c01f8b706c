'use client';

import { Loader2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { cancelSignatureDocument } from '@/server/signatures/signing-actions';

type Props = { id: string; name: string; recipient: string; onCancelled?: () => void; open: boolean; setOpen: (open: boolean) => void; returnFocus: React.RefObject<HTMLButtonElement | null> };

/** The confirmation of "Cancelar envio" (opened by cancel-sending-button.tsx): the signing link stops working (issue 9 item 1). */
export function CancelSendingDialog({ id, name, recipient, onCancelled, open, setOpen, returnFocus }: Props) {
  const t = useTranslations('signatures.cancel');
  const router = useRouter();
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
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          // The button that opened it lives outside this lazily loaded dialog: give it the focus back.
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
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
