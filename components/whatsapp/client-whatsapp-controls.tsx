'use client';

import { Loader2, MessageCircle, UserCheck, UserX } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { recordWhatsAppOptIn, recordWhatsAppOptOut, replyOnWhatsApp } from '@/server/whatsapp/client-actions';

/** Staff record the client's opt-in or opt-out (D22). */
export function ConsentButtons({ clienteId, active }: { clienteId: string; active: boolean }) {
  const t = useTranslations('whatsapp.ficha');
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const run = () =>
    startTransition(async () => {
      const result = active ? await recordWhatsAppOptOut({ clienteId }) : await recordWhatsAppOptIn({ clienteId });
      if (!result.ok) {
        toast.error(t('erro'), { description: result.error });
        return;
      }
      toast.success(active ? t('optOutOk') : t('optInOk'));
      router.refresh();
    });
  return (
    <Button type="button" variant="outline" size="sm" className="w-fit" onClick={run} disabled={isPending}>
      {isPending ? <Loader2 className="animate-spin" /> : active ? <UserX /> : <UserCheck />}
      {active ? t('registrarOptOut') : t('registrarOptIn')}
    </Button>
  );
}

/** A free-text answer, only offered inside the 24-hour window (the server checks it again). */
export function ReplyForm({ clienteId }: { clienteId: string }) {
  const t = useTranslations('whatsapp.ficha');
  const router = useRouter();
  const [texto, setTexto] = useState('');
  const [isPending, startTransition] = useTransition();
  const send = () =>
    startTransition(async () => {
      const result = await replyOnWhatsApp({ clienteId, texto });
      if (!result.ok) {
        toast.error(t('erro'), { description: result.error });
        return;
      }
      setTexto('');
      toast.success(t('respondido'));
      router.refresh();
    });
  return (
    <form
      className="grid gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <Label htmlFor="whatsapp-reply">{t('resposta')}</Label>
      <Textarea
        id="whatsapp-reply"
        rows={3}
        maxLength={4096}
        value={texto}
        onChange={(e) => setTexto(e.target.value)}
      />
      <Button type="submit" size="sm" className="w-fit" disabled={isPending || !texto.trim()}>
        {isPending ? <Loader2 className="animate-spin" /> : <MessageCircle />} {t('responder')}
      </Button>
    </form>
  );
}
