'use client';

import { Ban, CheckCircle2, ExternalLink, FileDown, Loader2, Mail, RotateCcw } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useState, useTransition } from 'react';
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
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { reactivateCharge, sendChargeEmail, updateChargeStatus } from '@/server/charges/actions';
import { CopyButton } from './copy-button';

/**
 * "Marcar como Pago" / "Cancelar Cobrança", disabled while updating (document 001 §2.7, §4). Cancelling asks first,
 * with an optional reason that the client's notice carries (D182).
 */
export function ChargeStatusButtons({ id }: { id: string }) {
  const t = useTranslations('charges');
  const g = useTranslations('chargeGuard.cancel');
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const [open, setOpen] = useState(false);
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string>();
  const update = (status: 'pago' | 'cancelado') =>
    startTransition(async () => {
      const result = await updateChargeStatus(status === 'cancelado' ? { id, status, motivo } : { id, status });
      if (!result.ok) {
        setError(result.fieldErrors?.motivo);
        toast.error(t('toasts.statusError'), { description: result.error || t('toasts.statusErrorText') });
        return;
      }
      if (status === 'cancelado') {
        setOpen(false);
        toast.success(g('done'), { description: g('doneText') });
      } else toast.success(t('toasts.statusOk'), { description: t('toasts.statusOkText') });
      router.refresh();
    });
  return (
    <div className="grid gap-2">
      <Button onClick={() => update('pago')} disabled={isPending} className="bg-green-600 hover:bg-green-700">
        {isPending ? <Loader2 className="animate-spin" /> : <CheckCircle2 />} {t('detail.markPaid')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="outline" disabled={isPending} className="text-destructive">
            <Ban /> {t('detail.cancel')}
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{g('title')}</DialogTitle>
            <DialogDescription>{g('text')}</DialogDescription>
          </DialogHeader>
          <FormField id="cancel-motivo" label={g('reason')} error={error} hint={g('reasonHint')}>
            <Textarea
              id="cancel-motivo"
              rows={3}
              maxLength={500}
              value={motivo}
              onChange={(e) => setMotivo(e.target.value)}
              aria-invalid={!!error}
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={isPending}>
              {g('back')}
            </Button>
            <Button variant="destructive" onClick={() => update('cancelado')} disabled={isPending}>
              {isPending ? <Loader2 className="animate-spin" /> : <Ban />}
              {isPending ? g('cancelling') : g('confirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** "Reativar cobrança" (D182): a cancelled charge never paid counts again; the client is told. */
export function ReactivateChargeButton({ id }: { id: string }) {
  const g = useTranslations('chargeGuard.reactivate');
  const t = useTranslations('charges');
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const reactivate = () =>
    startTransition(async () => {
      const result = await reactivateCharge({ id });
      if (!result.ok) {
        toast.error(t('toasts.statusError'), { description: result.error });
        return;
      }
      toast.success(g('done'), { description: g('doneText') });
      router.refresh();
    });
  return (
    <Button variant="outline" onClick={reactivate} disabled={isPending}>
      {isPending ? <Loader2 className="animate-spin" /> : <RotateCcw />} {isPending ? g('working') : g('button')}
    </Button>
  );
}

/** Copiar Link Público, Ver Página Pública, Baixar PDF, Enviar por Email (D13). */
export function ChargeActions({
  id,
  slug,
  publicUrl,
  defaultEmail,
}: {
  id: string;
  slug: string;
  publicUrl: string;
  defaultEmail: string;
}) {
  const t = useTranslations('charges');
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState(defaultEmail);
  const [error, setError] = useState<string>();
  const [isSending, startSending] = useTransition();
  const send = () =>
    startSending(async () => {
      const result = await sendChargeEmail({ id, email });
      if (!result.ok) {
        setError(result.fieldErrors?.email);
        toast.error(t('toasts.emailError'), { description: result.error });
        return;
      }
      toast.success(t('toasts.emailSent'), { description: t('toasts.emailSentText') });
      setOpen(false);
    });
  return (
    <div className="grid gap-2">
      <CopyButton
        text={publicUrl}
        label={t('detail.copyLink')}
        ok={{ title: t('toasts.linkCopied'), description: t('toasts.linkCopiedText') }}
        error={{ title: t('toasts.copyError'), description: t('toasts.copyLinkErrorText') }}
        className="justify-start"
      />
      <Button asChild variant="outline" className="justify-start">
        <a href={`/p/${slug}`} target="_blank" rel="noopener">
          <ExternalLink /> {t('detail.openPublic')}
        </a>
      </Button>
      <Button asChild variant="outline" className="justify-start">
        <a href={`/p/${slug}/pdf`}>
          <FileDown /> {t('detail.pdf')}
        </a>
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="outline" className="justify-start">
            <Mail /> {t('detail.email')}
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('detail.emailTitle')}</DialogTitle>
            <DialogDescription>{t('detail.emailText')}</DialogDescription>
          </DialogHeader>
          <FormField id="charge-email" label={t('detail.emailLabel')} error={error}>
            <Input
              id="charge-email"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={!!error}
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={isSending}>
              {t('form.cancel')}
            </Button>
            <Button onClick={send} disabled={isSending}>
              {isSending && <Loader2 className="animate-spin" />}
              {isSending ? t('detail.sending') : t('detail.send')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
