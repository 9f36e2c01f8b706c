'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/common/lazy-toast';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { type TProposalAcceptanceInput, ZProposalAcceptance } from '@/lib/validation/proposals';
import { acceptProposal } from '@/server/proposals/actions';
import { PrivacyNotice } from '@/components/privacy/privacy-notice';

type Props = {
  slug: string;
  nome: string;
  /** D271: the version the page shows; the server refuses it once a newer one exists. */
  versao: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The "Aceitar proposta" button, which gets the focus back when the dialog closes. */
  returnFocus: React.RefObject<HTMLButtonElement | null>;
};

/** "Aceitar proposta": name, e-mail and an explicit confirmation, recorded on the server. */
export function AcceptProposalDialog({ slug, nome, versao, open, onOpenChange: setOpen, returnFocus }: Props) {
  const t = useTranslations('proposals');
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const form = useForm<TProposalAcceptanceInput>({ resolver: zodResolver(ZProposalAcceptance), defaultValues: { slug, versao, nome: '', email: '', confirmado: false as unknown as true } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(() =>
    startTransition(async () => {
      const result = await acceptProposal(form.getValues());
      if (!result.ok) {
        toast.error(t('toasts.acceptError'), { description: result.error });
        // D271: a newer version was made meanwhile: the page shows it, to be read before accepting.
        if (result.error === t('versions.changedAccept')) {
          setOpen(false);
          router.refresh();
        }
        return;
      }
      toast.success(t('toasts.accepted'), { description: t('toasts.acceptedText') });
      setOpen(false);
      router.refresh();
    }),
  );

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('public.acceptTitle')}</DialogTitle>
          <DialogDescription>{t('public.acceptText', { nome })}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField id="accept-nome" label={t('public.acceptName')} error={errors.nome?.message}>
            <Input id="accept-nome" autoComplete="name" aria-invalid={!!errors.nome} {...form.register('nome')} />
          </FormField>
          <FormField id="accept-email" label={t('public.acceptEmail')} error={errors.email?.message}>
            <Input id="accept-email" type="email" autoComplete="email" aria-invalid={!!errors.email} {...form.register('email')} />
          </FormField>
          <div className="grid gap-1">
            <label className="flex items-start gap-3 text-sm">
              <input type="checkbox" className="mt-0.5 size-4 accent-primary" {...form.register('confirmado')} />
              <span>{t('public.acceptConfirm')}</span>
            </label>
            {errors.confirmado?.message && <p className="text-sm text-destructive">{errors.confirmado.message}</p>}
          </div>
          <PrivacyNotice />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={isPending}>
              {t('public.cancel')}
            </Button>
            <Button type="submit" disabled={isPending}>
              {isPending && <Loader2 className="animate-spin" />}
              {isPending ? t('public.accepting') : t('public.acceptSubmit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
