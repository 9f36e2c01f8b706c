'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Send } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useTransition } from 'react';
import { type FieldPath, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { ClientPicker, type PickedClient } from '@/components/clients/client-picker';
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
import { onlyDigits } from '@/lib/text';
import { type TSendFormInput, ZSendForm } from '@/lib/validation/signatures';
import { sendSignatureDocument } from '@/server/signatures/signing-actions';

type Values = { recipientName: string; recipientEmail: string; recipientCpf: string; clienteId: string };
export type SendTarget = {
  id: string;
  name: string;
  recipientName: string | null;
  recipientEmail: string | null;
  clienteId?: string | null;
};

/** "Enviar" on a draft (D13, D28): recipient name and e-mail required, CPF optional. */
export function SendDialog({
  target,
  linkDays,
  onOpenChange,
}: {
  target: SendTarget | null;
  linkDays: number;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={Boolean(target)} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        {target && <SendForm key={target.id} target={target} linkDays={linkDays} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function SendForm({ target, linkDays, onDone }: { target: SendTarget; linkDays: number; onDone: () => void }) {
  const t = useTranslations('signatures.send');
  const tc = useTranslations('common');
  const router = useRouter();
  const [isSending, startSending] = useTransition();
  const form = useForm<Values, unknown, TSendFormInput>({
    resolver: zodResolver(ZSendForm) as never,
    defaultValues: {
      recipientName: target.recipientName ?? '',
      recipientEmail: target.recipientEmail ?? '',
      recipientCpf: '',
      clienteId: target.clienteId ?? '',
    },
  });
  const { errors } = form.formState;
  const [recipientName, clienteId] = useWatch({ control: form.control, name: ['recipientName', 'clienteId'] });
  // Choosing the client fills the recipient from the registry: e-mail, and the CPF when the document is one.
  const onClient = (client: PickedClient | null) => {
    form.setValue('clienteId', client?.id ?? '');
    if (!client) return;
    if (client.email) form.setValue('recipientEmail', client.email, { shouldValidate: form.formState.isSubmitted });
    if (onlyDigits(client.documento).length === 11)
      form.setValue('recipientCpf', client.documento ?? '', { shouldValidate: form.formState.isSubmitted });
  };

  const onSubmit = form.handleSubmit(() =>
    startSending(async () => {
      const result = await sendSignatureDocument({ id: target.id, ...form.getValues() });
      if (!result.ok) {
        for (const [field, message] of Object.entries(result.fieldErrors ?? {}))
          form.setError(field as FieldPath<Values>, { message });
        toast.error(t('error'), { description: result.error });
        return;
      }
      toast.success(t('ok'), { description: t('okText', { email: result.data.recipientEmail }) });
      onDone();
      router.refresh();
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t('title')}</DialogTitle>
        <DialogDescription>{t('description', { name: target.name, days: linkDays })}</DialogDescription>
      </DialogHeader>
      <FormField id="send-name" label={t('recipientName')} error={errors.recipientName?.message}>
        <ClientPicker
          id="send-name"
          text={recipientName}
          onTextChange={(text) =>
            form.setValue('recipientName', text.slice(0, 200), { shouldValidate: form.formState.isSubmitted })
          }
          clienteId={clienteId || null}
          onSelect={onClient}
          invalid={Boolean(errors.recipientName)}
          describedBy={errors.recipientName ? 'send-name-error' : undefined}
        />
      </FormField>
      <FormField id="send-email" label={t('recipientEmail')} error={errors.recipientEmail?.message}>
        <Input
          id="send-email"
          type="email"
          autoComplete="off"
          maxLength={254}
          aria-invalid={Boolean(errors.recipientEmail)}
          {...form.register('recipientEmail')}
        />
      </FormField>
      <FormField id="send-cpf" label={t('recipientCpf')} error={errors.recipientCpf?.message}>
        <Input
          id="send-cpf"
          inputMode="numeric"
          placeholder="000.000.000-00"
          maxLength={14}
          aria-invalid={Boolean(errors.recipientCpf)}
          {...form.register('recipientCpf')}
        />
      </FormField>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={isSending}>
          {tc('cancel')}
        </Button>
        <Button type="submit" disabled={isSending}>
          {isSending ? <Loader2 className="animate-spin" /> : <Send />}
          {isSending ? t('submitting') : t('submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
