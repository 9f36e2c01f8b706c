'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useEffect, useTransition } from 'react';
import { type FieldErrors, type Path, useForm } from 'react-hook-form';
import { toast } from 'sonner';
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
import { m } from '@/lib/messages';
import { defaultTemplateJson, type TTemplateFormInput, ZTemplateForm } from '@/lib/validation/contracts';
import { createTemplate, updateTemplate } from '@/server/contracts/actions';
import type { TemplateRow } from '@/server/contracts/queries';

const values = (template: TemplateRow | null): TTemplateFormInput =>
  template
    ? { nome: template.nome, descricao: template.descricao, conteudo: template.conteudo }
    : { nome: '', descricao: '', conteudo: defaultTemplateJson() };

/** Novo Modelo / Editar (document 001 §2.3, §5): Nome do Modelo, Descrição, Conteúdo (JSON). */
export function TemplateFormDialog({
  open,
  onOpenChange,
  template,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  template: TemplateRow | null;
}) {
  const t = useTranslations('contracts');
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const form = useForm<TTemplateFormInput>({
    resolver: zodResolver(ZTemplateForm) as never,
    defaultValues: values(template),
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset(values(template));
  }, [open, template, form]);

  const onInvalid = (invalid: FieldErrors<TTemplateFormInput>) => {
    // Document 001 §5: invalid JSON on submit also says so in a toast.
    if (invalid.conteudo?.message === m.contracts.templateValidation.json)
      toast.error(t('templateToasts.jsonErrorTitle'), { description: t('templateToasts.jsonErrorText') });
  };

  const onSubmit = form.handleSubmit(
    () =>
      startTransition(async () => {
        const input = form.getValues();
        const result = template ? await updateTemplate({ ...input, id: template.id }) : await createTemplate(input);
        if (!result.ok) {
          for (const [field, message] of Object.entries(result.fieldErrors ?? {}))
            form.setError(field as Path<TTemplateFormInput>, { message });
          toast.error(result.error);
          return;
        }
        toast.success(template ? t('templateToasts.updated') : t('templateToasts.created'));
        onOpenChange(false);
        router.refresh();
      }),
    onInvalid,
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{template ? t('templates.dialogEdit') : t('templates.dialogNew')}</DialogTitle>
          <DialogDescription>{t('templates.dialogText')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField id="tpl-nome" label={t('templates.nome')} error={errors.nome?.message}>
            <Input id="tpl-nome" aria-invalid={!!errors.nome} {...form.register('nome')} />
          </FormField>
          <FormField id="tpl-descricao" label={t('templates.descricao')} error={errors.descricao?.message}>
            <Input id="tpl-descricao" {...form.register('descricao')} />
          </FormField>
          <FormField id="tpl-conteudo" label={t('templates.conteudo')} error={errors.conteudo?.message}>
            <Textarea
              id="tpl-conteudo"
              rows={14}
              spellCheck={false}
              className="field-sizing-fixed font-mono text-xs md:text-xs"
              aria-invalid={!!errors.conteudo}
              {...form.register('conteudo')}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={isPending}>
              {t('templates.cancel')}
            </Button>
            <Button type="submit" disabled={isPending}>
              {isPending && <Loader2 className="animate-spin" />}
              {isPending ? t('templates.saving') : t('templates.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
