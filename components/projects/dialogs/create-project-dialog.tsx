'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useTranslations } from '@/components/i18n/use-translations';
import { useEffect, useTransition } from 'react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { ClientPicker } from '@/components/clients/client-picker';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { BOARD_STATUSES, type BoardStatus } from '@/lib/projects/status';
import {
  EMPTY_PROJECT_CREATE,
  type TProjectCreate,
  type TProjectCreateInput,
  ZProjectCreate,
} from '@/lib/validation/projects';
import { createProject } from '@/server/projects/actions';
import { DateField } from '../forms/date-field';
import { NativeSelect } from '../forms/native-select';

/** "Criar novo projeto" (document 000 §2.6, §5 Board create form). */
export function CreateProjectDialog({
  open,
  defaultStatus,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  defaultStatus: BoardStatus;
  onOpenChange: (open: boolean) => void;
  /** The new project's id and column, for the board to bring it into view. */
  onCreated: (id: string, status: BoardStatus) => void;
}) {
  const t = useTranslations('projects');
  const [isPending, startTransition] = useTransition();
  const form = useForm<TProjectCreateInput, unknown, TProjectCreate>({
    resolver: zodResolver(ZProjectCreate),
    defaultValues: EMPTY_PROJECT_CREATE,
  });
  const { errors } = form.formState;
  const [clientName, clienteId] = useWatch({ control: form.control, name: ['clientName', 'clienteId'] });

  useEffect(() => {
    if (open) form.reset({ ...EMPTY_PROJECT_CREATE, status: defaultStatus });
  }, [open, defaultStatus, form]);

  const onSubmit = form.handleSubmit(() =>
    startTransition(async () => {
      // Send what was typed: the server parses it with the same schema.
      const result = await createProject(form.getValues());
      if (!result.ok) {
        for (const [field, message] of Object.entries(result.fieldErrors ?? {}))
          form.setError(field as Path<TProjectCreateInput>, { message });
        toast.error(t('toasts.createError'), {
          description: result.fieldErrors ? result.error : t('toasts.createErrorText'),
        });
        return;
      }
      toast.success(t('toasts.created'), { description: t('toasts.createdText') });
      onOpenChange(false);
      onCreated(result.data.id, form.getValues('status') as BoardStatus);
    }),
  );

  const described = (name: keyof TProjectCreateInput) => ({
    'aria-invalid': !!errors[name],
    'aria-describedby': errors[name] ? `project-${name}-error` : undefined,
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('create.title')}</DialogTitle>
          <DialogDescription>{t('create.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
          <FormField id="project-name" label={t('fields.name')} error={errors.name?.message} className="sm:col-span-2">
            <Input
              id="project-name"
              placeholder={t('placeholders.name')}
              autoComplete="off"
              {...described('name')}
              {...form.register('name')}
            />
          </FormField>
          <FormField
            id="project-clientName"
            label={t('fields.clientName')}
            error={errors.clientName?.message}
            className="sm:col-span-2"
          >
            <ClientPicker
              id="project-clientName"
              text={clientName}
              onTextChange={(text) =>
                form.setValue('clientName', text, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
              }
              clienteId={clienteId || null}
              onSelect={(client) => form.setValue('clienteId', client?.id ?? '', { shouldDirty: true })}
              invalid={!!errors.clientName}
              describedBy={errors.clientName ? 'project-clientName-error' : undefined}
              placeholder={t('placeholders.clientName')}
            />
          </FormField>
          <FormField
            id="project-description"
            label={t('fields.description')}
            error={errors.description?.message}
            className="sm:col-span-2"
          >
            <Textarea
              id="project-description"
              rows={3}
              placeholder={t('placeholders.description')}
              {...described('description')}
              {...form.register('description')}
            />
          </FormField>
          {(['startDate', 'dueDate'] as const).map((name) => (
            <FormField key={name} id={`project-${name}`} label={t(`fields.${name}`)} error={errors[name]?.message}>
              <Controller
                control={form.control}
                name={name}
                render={({ field }) => (
                  <DateField
                    id={`project-${name}`}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    invalid={!!errors[name]}
                  />
                )}
              />
            </FormField>
          ))}
          <FormField
            id="project-tags"
            label={t('fields.tags')}
            hint={t('fields.tagsHint')}
            error={errors.tags?.message}
          >
            <Input
              id="project-tags"
              placeholder={t('placeholders.tags')}
              autoComplete="off"
              {...described('tags')}
              {...form.register('tags')}
            />
          </FormField>
          <FormField id="project-status" label={t('fields.status')} error={errors.status?.message}>
            <NativeSelect id="project-status" {...form.register('status')}>
              {BOARD_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`boardStatus.${status}`)}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={isPending}>
              {t('create.cancel')}
            </Button>
            <Button type="submit" disabled={isPending}>
              {isPending && <Loader2 className="animate-spin" />}
              {isPending ? t('create.submitting') : t('create.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
