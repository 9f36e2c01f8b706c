'use client';

import { Loader2, LogIn } from 'lucide-react';
import { IntentLink as Link } from '@/components/common/intent-link';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { enterPortal } from '@/server/portal/actions';

/**
 * /portal/entrar: a button, not an automatic sign-in on GET, so that a mail scanner that fetches the link does
 * not spend the one-time token before the client clicks it.
 */
export function PortalEnterForm({ token }: { token: string }) {
  const t = useTranslations('portal.enter');
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [isPending, startTransition] = useTransition();

  const onEnter = () =>
    startTransition(async () => {
      const result = await enterPortal({ token });
      if (result.ok) router.replace('/portal');
      else setError(result.error);
    });

  return (
    <section
      className="mx-auto grid w-full max-w-md gap-4 rounded-2xl border bg-card p-6 shadow-sm"
      aria-labelledby="portal-link"
    >
      <h1 id="portal-link" className="text-2xl font-bold">
        {t('heading')}
      </h1>
      {error ? (
        <>
          <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/10 p-4 text-destructive">
            {error}
          </p>
          <Button asChild variant="outline">
            <Link href="/portal">{t('requestNew')}</Link>
          </Button>
        </>
      ) : (
        <>
          <p className="text-muted-foreground">{t('text')}</p>
          <Button size="lg" onClick={onEnter} disabled={isPending}>
            {isPending ? <Loader2 className="animate-spin" /> : <LogIn />} {t('submit')}
          </Button>
        </>
      )}
    </section>
  );
}
