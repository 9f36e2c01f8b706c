'use client';

import { Loader2, Send } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { CopyButton } from '@/components/charges/copy-button';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import { sendProposalToClient } from '@/server/proposals/actions';

/**
 * "Enviar proposta" and "Copiar link" (proposal cards, the edit screen and the proposal page): the first e-mails
 * the client the public link and marks the proposal Enviada (server/proposals/mail-proposal.ts); the second copies
 * the same link for sending by other means. An accepted proposal is not sent again, so only the copy is offered.
 */
export function SendProposalButtons({
  id,
  slug,
  nome,
  accepted = false,
  className,
}: {
  id: string;
  slug: string;
  nome: string;
  accepted?: boolean;
  className?: string;
}) {
  const t = useTranslations('proposals.send');
  const router = useRouter();
  const [isSending, startSending] = useTransition();
  const send = () =>
    startSending(async () => {
      const result = await sendProposalToClient({ id });
      if (!result.ok) {
        toast.error(t('error'), { description: result.error });
        return;
      }
      toast.success(t('sent'), { description: t('sentText', { email: result.data.email }) });
      router.refresh();
    });
  const link = typeof window === 'undefined' ? `/proposta/${slug}` : `${window.location.origin}/proposta/${slug}`;
  return (
    <div className={className ?? 'contents'}>
      {!accepted && (
        <Button type="button" size="sm" onClick={send} disabled={isSending} aria-label={`${t('button')}: ${nome}`}>
          {isSending ? <Loader2 className="animate-spin" /> : <Send />} {isSending ? t('sending') : t('button')}
        </Button>
      )}
      <CopyButton
        text={link}
        label={t('copyLink')}
        size="sm"
        ok={{ title: t('linkCopied'), description: t('linkCopiedText') }}
        error={{ title: t('copyError'), description: t('copyErrorText') }}
      />
    </div>
  );
}
