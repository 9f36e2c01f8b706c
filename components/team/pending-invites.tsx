'use client';

import { RotateCw, X } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { resendInvite, revokeInvite } from '@/server/team/actions';
import type { PendingInvite } from '@/server/team/queries';

/** D69: invitations not yet accepted, each with resend (a new link, 7 more days) and revoke. */
export function PendingInvites({ invites }: { invites: PendingInvite[] }) {
  const t = useTranslations('team');
  const router = useRouter();
  const [isPending, startTransition] = useTransition();

  const run = (fn: () => Promise<{ ok: boolean; error?: string }>, done: string) =>
    startTransition(async () => {
      const result = await fn();
      if (!result.ok) toast.error(result.error);
      else toast.success(done);
      router.refresh();
    });

  return (
    <section className="rounded-xl border bg-card p-5 shadow-xs">
      <h2 className="font-semibold">{t('invite.pendingTitle')}</h2>
      {invites.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{t('invite.none')}</p>
      ) : (
        <ul className="mt-3 divide-y">
          {invites.map((invite) => {
            const expired = invite.expired;
            return (
              <li key={invite.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="font-medium break-all">{invite.email}</p>
                  <p className="text-xs text-muted-foreground">
                    {t(`roles.${invite.role}`)} ·{' '}
                    {expired ? (
                      <Badge variant="secondary">{t('status.expired')}</Badge>
                    ) : (
                      t('invite.expiresOn', { date: formatDate(invite.expiresAt) })
                    )}
                  </p>
                </div>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={isPending}
                    onClick={() =>
                      run(() => resendInvite({ id: invite.id }), t('invite.resent', { email: invite.email }))
                    }
                    aria-label={`${t('invite.resend')}: ${invite.email}`}
                  >
                    <RotateCw /> {t('invite.resend')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={isPending}
                    className="text-destructive hover:text-destructive"
                    onClick={() => run(() => revokeInvite({ id: invite.id }), t('invite.revoked'))}
                    aria-label={`${t('invite.revoke')}: ${invite.email}`}
                  >
                    <X /> {t('invite.revoke')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
