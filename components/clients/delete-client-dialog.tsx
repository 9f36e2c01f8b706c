'use client';

import { Loader2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type RefObject, useTransition } from 'react';
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
import { deleteClient } from '@/server/clients/actions';

type Props = { id: string; nome: string; open: boolean; onOpenChange: (open: boolean) => void; returnFocus: RefObject<HTMLButtonElement | null> };

/** The confirmation of a client's "Excluir", fetched when its button (delete-client-button.tsx) is first used. */
export function DeleteClientDialog({ id, nome, open, onOpenChange, returnFocus }: Props) {
  const t = useTranslations('clients');
  const tc = useTranslations('common');
  const router = useRouter();
  const [isPending, startTransition] = useTransition();

  const onConfirm = () =>
    startTransition(async () => {
      const result = await deleteClient({ id });
      if (!result.ok) {
        toast.error(t('toasts.deleteError'), { description: result.error });
        router.refresh();
        return;
      }
      onOpenChange(false);
      toast.success(t('toasts.deleted'), { description: t('toasts.deletedText') });
      router.refresh();
    });

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          // The button that opened it lives outside this lazily loaded dialog: give it the focus back.
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{t('deleteTitle')}</AlertDialogTitle>
          <AlertDialogDescription>{t('deleteConfirm')}</AlertDialogDescription>
        </AlertDialogHeader>
        <p className="rounded-md bg-muted px-3 py-2 text-sm font-medium">{nome}</p>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>{tc('cancel')}</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open until the server answers. */}
          <Button variant="destructive" onClick={onConfirm} disabled={isPending}>
            {isPending && <Loader2 className="animate-spin" />}
            {isPending ? tc('deleting') : tc('delete')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
