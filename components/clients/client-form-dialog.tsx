'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { type RefObject, useEffect, useTransition } from 'react';
import { type Path, useForm } from 'react-hook-form';
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
import { EMPTY_CLIENT_FORM, type TClientForm, type TClientFormInput, ZClientForm } from '@/lib/validation/clients';
import { createClient, updateClient } from '@/server/clients/actions';
import type { PickedClient } from '@/server/clients/link';
import type { ClientRow } from '@/server/clients/queries';

const TEXT_FIELDS = [
  { name: 'nome', type: 'text', autoComplete: 'organization', span: true },
  { name: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'telefone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'documento', type: 'text', autoComplete: 'off', inputMode: 'numeric' },
  { name: 'endereco', type: 'text', autoComplete: 'street-address', span: true },
] as const;

/** "Pessoa que assina" (D160): who signs the client's contracts; for a company, its representative. */
const SIGNER_FIELDS = [
  { name: 'assinanteNome', type: 'text', autoComplete: 'off' },
  { name: 'assinanteCpf', type: 'text', autoComplete: 'off', inputMode: 'numeric' },
  { name: 'assinanteEmail', type: 'email', autoComplete: 'off', inputMode: 'email' },
  { name: 'assinanteCelular', type: 'tel', autoComplete: 'off', inputMode: 'tel' },
] as const;

function toFormValues(client: ClientRow | null, initialName = ''): TClientFormInput {
  if (!client) return { ...EMPTY_CLIENT_FORM, nome: initialName };
  return {
    nome: client.nome,
    email: client.email ?? '',
    telefone: client.telefone ?? '',
    documento: client.documento ?? '',
    endereco: client.endereco ?? '',
    observacoes: client.observacoes ?? '',
    assinanteNome: client.assinanteNome ?? '',
    assinanteCpf: client.assinanteCpf ?? '',
    assinanteEmail: client.assinanteEmail ?? '',
    assinanteCelular: client.assinanteCelular ?? '',
  };
}

/**
 * The client modal form ("Novo Cliente" / Editar). The server checks with the same schema. Opened from a
 * document form's client picker, it starts with the typed name and hands the saved client back (`onSaved`).
 */
export function ClientFormDialog({
  open,
  onOpenChange,
  client,
  initialName,
  onSaved,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  client: ClientRow | null;
  initialName?: string;
  onSaved?: (client: PickedClient) => void;
  /** Where focus goes back on close when the dialog was opened without a Radix trigger (a lazily loaded dialog). */
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const t = useTranslations('clients');
  const tc = useTranslations('common');
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const form = useForm<TClientFormInput, unknown, TClientForm>({
    resolver: zodResolver(ZClientForm),
    defaultValues: toFormValues(client),
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset(toFormValues(client, initialName));
  }, [open, client, form, initialName]);

  const onSubmit = form.handleSubmit(() =>
    startTransition(async () => {
      // Send what was typed: the server parses (and normalises) it with the same schema.
      const values = form.getValues();
      const result = client ? await updateClient({ ...values, id: client.id }) : await createClient(values);
      if (!result.ok) {
        for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
          form.setError(field as Path<TClientFormInput>, { message });
        }
        toast.error(client ? t('toasts.editError') : t('toasts.createError'), { description: result.error });
        return;
      }
      toast.success(client ? t('toasts.updated') : t('toasts.created'), {
        description: client ? t('toasts.updatedText') : t('toasts.createdText'),
      });
      onOpenChange(false);
      // Inside another form the page's data is not stale: refresh only the Clientes screens.
      if (onSaved) onSaved(result.data);
      else router.refresh();
    }),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <DialogContent
        className="sm:max-w-xl"
        onCloseAutoFocus={
          returnFocus
            ? (event) => {
                event.preventDefault();
                returnFocus.current?.focus();
              }
            : undefined
        }
      >
        <DialogHeader>
          <DialogTitle>{client ? t('formTitleEdit') : t('formTitleNew')}</DialogTitle>
          <DialogDescription>{t('formDescription')}</DialogDescription>
        </DialogHeader>
        <form
          onSubmit={(event) => {
            // React bubbles events through portals: keep this submit from reaching a document form around the picker.
            event.stopPropagation();
            void onSubmit(event);
          }}
          noValidate
          className="grid gap-4 sm:grid-cols-2"
        >
          {TEXT_FIELDS.map((field) => (
            <FormField
              key={field.name}
              id={`client-${field.name}`}
              label={t(`fields.${field.name}`)}
              error={errors[field.name]?.message}
              className={'span' in field && field.span ? 'sm:col-span-2' : undefined}
            >
              <Input
                id={`client-${field.name}`}
                type={field.type}
                autoComplete={field.autoComplete}
                inputMode={'inputMode' in field ? field.inputMode : undefined}
                placeholder={t(`placeholders.${field.name}`)}
                aria-invalid={!!errors[field.name]}
                aria-describedby={errors[field.name] ? `client-${field.name}-error` : undefined}
                {...form.register(field.name)}
              />
            </FormField>
          ))}
          <fieldset className="grid gap-4 rounded-lg border p-3 sm:col-span-2 sm:grid-cols-2">
            <legend className="px-1 text-sm font-medium">{t('signingPerson.title')}</legend>
            <p className="text-xs text-muted-foreground sm:col-span-2">{t('signingPerson.hint')}</p>
            {SIGNER_FIELDS.map((field) => (
              <FormField
                key={field.name}
                id={`client-${field.name}`}
                label={t(`fields.${field.name}`)}
                error={errors[field.name]?.message}
              >
                <Input
                  id={`client-${field.name}`}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  inputMode={'inputMode' in field ? field.inputMode : undefined}
                  placeholder={t(`placeholders.${field.name}`)}
                  aria-invalid={!!errors[field.name]}
                  aria-describedby={errors[field.name] ? `client-${field.name}-error` : undefined}
                  {...form.register(field.name)}
                />
              </FormField>
            ))}
          </fieldset>
          <FormField
            id="client-observacoes"
            label={t('fields.observacoes')}
            error={errors.observacoes?.message}
            className="sm:col-span-2"
          >
            <Textarea
              id="client-observacoes"
              rows={3}
              placeholder={t('placeholders.observacoes')}
              aria-invalid={!!errors.observacoes}
              {...form.register('observacoes')}
            />
          </FormField>
          <DialogFooter className="sm:col-span-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={isPending}>
              {tc('cancel')}
            </Button>
            <Button type="submit" disabled={isPending}>
              {isPending && <Loader2 className="animate-spin" />}
              {isPending ? tc('saving') : client ? t('submitEdit') : t('submitCreate')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
