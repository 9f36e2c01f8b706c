'use client';

import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useTransition } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import type { MySession } from '@/server/account/queries';
import { endOtherSessions, endSession } from '@/server/account/actions';

/** D72: device, address and last use of each session; end one, or all the others. */
export function SessionsList({ sessions }: { sessions: MySession[] }) {
  const t = useTranslations('account.sessions');
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
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 font-semibold">
          <MonitorSmartphone className="size-4" aria-hidden /> {t('title')}
        </h2>
        {sessions.length > 1 && (
          <Button
            variant="outline"
            size="sm"
            disabled={isPending}
            onClick={() => run(() => endOtherSessions({}), t('endedOthers'))}
          >
            <LogOut /> {t('endOthers')}
          </Button>
        )}
      </div>
      <ul className="mt-3 divide-y">
        {sessions.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
            <div className="min-w-0">
              <p className="font-medium">
                {s.device ?? t('unknownDevice')} {s.current && <Badge className="ml-1">{t('current')}</Badge>}
              </p>
              <p className="text-xs text-muted-foreground">
                {t('address')}: {s.address ?? '—'} · {t('lastUse')}: {formatDateTime(s.lastUsedAt)}
              </p>
            </div>
            {!s.current && (
              <Button
                variant="ghost"
                size="sm"
                disabled={isPending}
                onClick={() => run(() => endSession({ id: s.id }), t('ended'))}
              >
                {t('end')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
