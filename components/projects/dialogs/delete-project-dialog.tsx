'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { ConfirmDialog } from '@/components/common/confirm-dialog';
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
  const name = project?.name ?? '';
  return (
    <ConfirmDialog
      open={project !== null}
      onOpenChange={onOpenChange}
      title={t('delete.title')}
      description={t('delete.text', { name })}
      cancelLabel={t('delete.cancel')}
      confirmLabel={t('delete.confirm')}
      pendingLabel={t('delete.pending')}
      // The confirm button only acts while the dialog is open, that is with a project.
      action={() => deleteProject({ id: project?.id ?? '' })}
      success={{ title: t('toasts.deleted'), description: t('toasts.deletedText', { name }) }}
      failure={() => ({ title: t('toasts.deleteError'), description: t('toasts.deleteErrorText') })}
      onSuccess={() => project && onDeleted(project.id)}
    />
  );
}
