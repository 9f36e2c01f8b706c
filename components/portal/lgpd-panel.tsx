'use client';

import { Download, Loader2, ShieldX } from 'lucide-react';
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
import { requestErasure } from '@/server/portal/actions';

/** "Seus dados" (LGPD art. 18): download everything, or ask for erasure (staff carry it out). */
export function LgpdPanel({ erasurePending }: { erasurePending: boolean }) {
  const t = useTranslations('portal.lgpd');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [isPending, startTransition] = useTransition();
  const onConfirm = () =>
    startTransition(async () => {
      const result = await requestErasure({});
      if (!result.ok) {
        toast.error(t('eraseError'), { description: result.error });
        return;
      }
      setOpen(false);
      toast.success(t('eraseRequested'));
      router.refresh();
    });

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">{t('text')}</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline"><a href="/portal/exportar" download><Download /> {t('export')}</a></Button>
        {erasurePending ? (
          <p role="status" className="text-sm font-medium">{t('erasePending')}</p>
        ) : (
          <AlertDialog open={open} onOpenChange={setOpen}>
            <AlertDialogTrigger asChild>
              <Button variant="outline" className="text-destructive"><ShieldX /> {t('erase')}</Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>{t('eraseConfirmTitle')}</AlertDialogTitle>
                <AlertDialogDescription>{t('eraseConfirmText')}</AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel disabled={isPending}>{t('cancel')}</AlertDialogCancel>
                <Button variant="destructive" onClick={onConfirm} disabled={isPending}>
                  {isPending && <Loader2 className="animate-spin" />} {t('eraseConfirm')}
                </Button>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        )}
      </div>
    </div>
  );
}
