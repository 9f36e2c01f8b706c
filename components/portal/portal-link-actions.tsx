'use client';

import { KeyRound, Loader2, RefreshCw, Send, ShieldOff } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { formatDate } from '@/lib/format';
import { getPortalLinkState, revokePortalLink, sendPortalLink } from '@/server/portal/staff-actions';

type State = { active: { expiraEm: string } | null } | null;

/**
 * Staff "Portal do cliente" (issue 21 item 1): send the client their 30-day portal link, renew it (the old one
 * stops working) or revoke it (open portal sessions end too). Placed on the client's card or page.
 */
export function PortalLinkActions({ clienteId, nome }: { clienteId: string; nome: string }) {
  const t = useTranslations('portal.staff');
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<State>(null);
  const [isPending, startTransition] = useTransition();

  const load = () =>
    startTransition(async () => {
      const result = await getPortalLinkState({ clienteId });
      if (result.ok) setState(result.data);
      else toast.error(t('error'), { description: result.error });
    });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) load();
  };

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
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`${t('button')}: ${nome}`}>
          <KeyRound /> {t('button')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('dialogTitle', { nome })}</DialogTitle>
          <DialogDescription>{t('dialogText')}</DialogDescription>
        </DialogHeader>
        <p role="status" className="text-sm font-medium" data-testid="portal-link-state">
          {state === null ? t('loading') : state.active ? t('active', { date: formatDate(state.active.expiraEm) }) : t('none')}
        </p>
        <div className="flex flex-wrap gap-2">
          {state?.active ? (
            <>
              <Button onClick={send} disabled={isPending}>{isPending ? <Loader2 className="animate-spin" /> : <RefreshCw />} {t('renew')}</Button>
              <Button variant="outline" className="text-destructive" onClick={revoke} disabled={isPending}><ShieldOff /> {t('revoke')}</Button>
            </>
          ) : (
            <Button onClick={send} disabled={isPending || state === null}>{isPending ? <Loader2 className="animate-spin" /> : <Send />} {t('send')}</Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
