'use client';

import { Loader2, RefreshCw, Send, ShieldOff } from 'lucide-react';
import { useTranslations } from '@/components/i18n/use-translations';
import { type RefObject, useEffect, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDate } from '@/lib/format';
import { SendWhatsAppButton } from '@/components/whatsapp/send-whatsapp-button';
import { getPortalLinkState, revokePortalLink, sendPortalLink } from '@/server/portal/staff-actions';

type State = { active: { expiraEm: string } | null } | null;
type Props = {
  clienteId: string;
  nome: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLButtonElement | null>;
};

/**
 * The "Portal do cliente" dialog (D75), fetched when its button is first used: send the client their
 * 30-day portal link, renew it (the old one stops working) or revoke it (open portal sessions end too).
 */
export function PortalLinkDialog({ clienteId, nome, open, onOpenChange, returnFocus }: Props) {
  const t = useTranslations('portal.staff');
  const [state, setState] = useState<State>(null);
  const [isPending, startTransition] = useTransition();

  // The link's state is read each time the dialog opens.
  useEffect(() => {
    if (!open) return;
    startTransition(async () => {
      const result = await getPortalLinkState({ clienteId });
      if (result.ok) setState(result.data);
      else toast.error(t('error'), { description: result.error });
    });
  }, [open, clienteId, t]);

  const send = () =>
    startTransition(async () => {
      const result = await sendPortalLink({ clienteId });
      if (!result.ok) {
        toast.error(t('error'), { description: result.error });
        return;
      }
      toast.success(t('sent', { email: result.data.email }));
      setState({ active: { expiraEm: result.data.expiraEm } });
    });

  const revoke = () =>
    startTransition(async () => {
      const result = await revokePortalLink({ clienteId });
      if (!result.ok) {
        toast.error(t('error'), { description: result.error });
        return;
      }
      toast.success(t('revoked'));
      setState({ active: null });
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('dialogTitle', { nome })}</DialogTitle>
          <DialogDescription>{t('dialogText')}</DialogDescription>
        </DialogHeader>
        <p role="status" className="text-sm font-medium" data-testid="portal-link-state">
          {state === null
            ? t('loading')
            : state.active
              ? t('active', { date: formatDate(state.active.expiraEm) })
              : t('none')}
        </p>
        <div className="flex flex-wrap gap-2">
          {state?.active ? (
            <>
              <Button onClick={send} disabled={isPending}>
                {isPending ? <Loader2 className="animate-spin" /> : <RefreshCw />} {t('renew')}
              </Button>
              <Button variant="outline" className="text-destructive" onClick={revoke} disabled={isPending}>
                <ShieldOff /> {t('revoke')}
              </Button>
            </>
          ) : (
            <Button onClick={send} disabled={isPending || state === null}>
              {isPending ? <Loader2 className="animate-spin" /> : <Send />} {t('send')}
            </Button>
          )}
          <SendWhatsAppButton kind="portal" id={clienteId} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
