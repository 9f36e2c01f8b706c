'use client';

import { Loader2 } from 'lucide-react';
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
import { deleteProject } from '@/server/projects/actions';

/** "Confirmar Exclusão" (document 000 §2.6), with "Excluindo..." while the server answers. */
export function DeleteProjectDialog({
  project,
  onOpenChange,
  onDeleted,
}: {
  project: { id: string; name: string } | null;
  onOpenChange: (open: boolean) => void;
  onDeleted: (id: string) => void;
}) {
  const t = useTranslations('projects');
  const [isPending, startTransition] = useTransition();

  const onConfirm = () =>
    startTransition(async () => {
      if (!project) return;
      const result = await deleteProject({ id: project.id });
      if (!result.ok) {
        toast.error(t('toasts.deleteError'), { description: t('toasts.deleteErrorText') });
        return;
      }
      toast.success(t('toasts.deleted'), { description: t('toasts.deletedText', { name: project.name }) });
      onOpenChange(false);
      onDeleted(project.id);
    });

  return (
    <AlertDialog open={project !== null} onOpenChange={(open) => !isPending && onOpenChange(open)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t('delete.title')}</AlertDialogTitle>
          <AlertDialogDescription>{t('delete.text', { name: project?.name ?? '' })}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>{t('delete.cancel')}</AlertDialogCancel>
          {/* A plain button: the dialog stays open until the server answers. */}
          <Button variant="destructive" onClick={onConfirm} disabled={isPending}>
            {isPending && <Loader2 className="animate-spin" />}
            {isPending ? t('delete.pending') : t('delete.confirm')}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
