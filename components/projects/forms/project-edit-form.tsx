'use client';

import { LeaveGuard } from '@/components/forms/leave-guard';
import { useLeaveGuard } from '@/components/forms/use-leave-guard';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Loader2 } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useTransition } from 'react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { ClientPicker } from '@/components/clients/client-picker';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { EDIT_STATUSES } from '@/lib/projects/status';
import { type TProjectEdit, type TProjectEditInput, ZProjectEdit } from '@/lib/validation/projects';
import type { EditableProject } from '@/server/projects/queries';
import { updateProject } from '@/server/projects/actions';
import { DateField } from './date-field';
import { toEditValues } from './edit-values';
import { NativeSelect } from './native-select';
import { PaymentCard } from './payment-card';
import { TasksEditor } from './tasks-editor';

/** Project edit (document 000 §2.7): basic information, tasks, payment; "Salvar Alterações" → /projetos. */
export function ProjectEditForm({ project }: { project: EditableProject }) {
  const t = useTranslations('projects');
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const form = useForm<TProjectEditInput, unknown, TProjectEdit>({
    resolver: zodResolver(ZProjectEdit),
    defaultValues: toEditValues(project),
  });
  const { errors } = form.formState;
  // D268: leaving with typed work not saved asks first; saving goes to the board.
  useLeaveGuard(form.formState.isDirty);
  const [clientName, clienteId] = useWatch({ control: form.control, name: ['clientName', 'clienteId'] });

  const onSubmit = form.handleSubmit(
    () =>
      startTransition(async () => {
        const result = await updateProject(form.getValues());
        if (!result.ok) {
          for (const [field, message] of Object.entries(result.fieldErrors ?? {}))
            form.setError(field as Path<TProjectEditInput>, { message });
          toast.error(t('toasts.updateError'), {
            description: result.fieldErrors ? result.error : t('toasts.updateErrorText'),
          });
          return;
        }
        toast.success(t('toasts.updated'), { description: t('toasts.updatedText') });
        router.push('/projetos');
      }),
    () => toast.error(t('toasts.updateError'), { description: t('toasts.updateErrorText') }),
  );

  const invalid = (name: 'name' | 'clientName' | 'description' | 'tags') => ({
    'aria-invalid': !!errors[name],
    'aria-describedby': errors[name] ? `${name}-error` : undefined,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      {/* D268: the question before unsaved work is lost. */}
      <LeaveGuard />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <Button asChild variant="outline" size="sm">
            <Link href="/projetos">
              <ArrowLeft /> {t('edit.back')}
            </Link>
          </Button>
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight">{t('edit.title')}</h1>
            <p className="truncate text-sm text-muted-foreground">{project.name}</p>
          </div>
        </div>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-2">
        <div className="grid gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{t('edit.basicTitle')}</CardTitle>
              <CardDescription>{t('edit.basicDescription')}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4 sm:grid-cols-2">
              <FormField id="name" label={t('edit.name')} error={errors.name?.message} className="sm:col-span-2">
                <Input id="name" autoComplete="off" {...invalid('name')} {...form.register('name')} />
              </FormField>
              <FormField
                id="clientName"
                label={t('edit.clientName')}
                error={errors.clientName?.message}
                className="sm:col-span-2"
              >
                <ClientPicker
                  id="clientName"
                  text={clientName}
                  onTextChange={(text) =>
                    form.setValue('clientName', text, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
                  }
                  clienteId={clienteId || null}
                  onSelect={(client) => form.setValue('clienteId', client?.id ?? '', { shouldDirty: true })}
                  invalid={!!errors.clientName}
                  describedBy={errors.clientName ? 'clientName-error' : undefined}
                />
              </FormField>
              <FormField
                id="description"
                label={t('edit.description')}
                error={errors.description?.message}
                className="sm:col-span-2"
              >
                <Textarea id="description" rows={4} {...invalid('description')} {...form.register('description')} />
              </FormField>
              <FormField id="status" label={t('edit.status')} error={errors.status?.message}>
                <NativeSelect id="status" {...form.register('status')}>
                  {EDIT_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {t(`editStatus.${status}`)}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField id="dueDate" label={t('edit.dueDate')} error={errors.dueDate?.message}>
                <Controller
                  control={form.control}
                  name="dueDate"
                  render={({ field }) => <DateField id="dueDate" value={field.value ?? ''} onChange={field.onChange} />}
                />
              </FormField>
              <FormField
                id="tags"
                label={t('edit.tags')}
                hint={t('edit.tagsHint')}
                error={errors.tags?.message}
                className="sm:col-span-2"
              >
                <Input id="tags" placeholder={t('placeholders.tags')} {...invalid('tags')} {...form.register('tags')} />
              </FormField>
            </CardContent>
          </Card>
          <TasksEditor form={form} />
        </div>
        <PaymentCard form={form} />
      </div>

      <div className="sticky bottom-0 -mx-4 flex justify-end gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
        <Button asChild type="button" variant="outline" aria-disabled={isPending}>
          <Link href="/projetos">{t('edit.cancel')}</Link>
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending && <Loader2 className="animate-spin" />}
          {isPending ? t('edit.saving') : t('edit.save')}
        </Button>
      </div>
    </form>
  );
}
