'use client';

import { Loader2, ShieldCheck } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useState, useTransition } from 'react';
import { toast } from 'sonner';
import { FormField } from '@/components/forms/form-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { confirmTwoFactor, disableTwoFactor, startTwoFactor } from '@/server/account/actions';

type Setup = { secret: string; qrSvg: string; backupCodes: string[] };

/**
 * D71: turn two-factor sign-in on (password → QR code and backup codes → a code to confirm)
 * or off (password). The QR code is an SVG made on the server by the qrcode package from the TOTP URI.
 */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const t = useTranslations('account.twoFactor');
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [setup, setSetup] = useState<Setup | null>(null);

  const onStart = () =>
    startTransition(async () => {
      const result = await (enabled ? disableTwoFactor({ password }) : startTwoFactor({ password }));
      setPassword('');
      if (!result.ok) {
        toast.error(result.error);
        return;
      }
      if (result.data) setSetup(result.data);
      else {
        toast.success(t('disabled'));
        router.refresh();
      }
    });

  const onConfirm = () =>
    startTransition(async () => {
      const result = await confirmTwoFactor({ code });
      if (!result.ok) {
        toast.error(result.error);
        return;
      }
      toast.success(t('enabled'));
      setSetup(null);
      setCode('');
      router.refresh();
    });

  return (
    <section className="rounded-xl border bg-card p-5 shadow-xs">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 font-semibold">
          <ShieldCheck className="size-4" aria-hidden /> {t('title')}
        </h2>
        <Badge variant={enabled ? 'default' : 'secondary'}>{enabled ? t('statusOn') : t('statusOff')}</Badge>
      </div>
      <p className="mt-1 text-sm text-muted-foreground">{t('description')}</p>
      {setup ? (
        <div className="mt-4 grid gap-4">
          <p className="text-sm">{t('scan')}</p>
          <div
            className="w-44 rounded-md border bg-white p-2"
            role="img"
            aria-label={t('scan')}
            dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
          />
          <p className="text-sm">
            {t('secret')}:{' '}
            <code data-testid="totp-secret" className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs break-all">
              {setup.secret}
            </code>
          </p>
          <div>
            <h3 className="text-sm font-semibold">{t('backupTitle')}</h3>
            <p className="text-xs text-muted-foreground">{t('backupText')}</p>
            <ul className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm" data-testid="backup-codes">
              {setup.backupCodes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </div>
          <FormField id="tf-code" label={t('code')}>
            <Input
              id="tf-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
          </FormField>
          <Button className="w-fit" disabled={isPending || code.length !== 6} onClick={onConfirm}>
            {isPending && <Loader2 className="animate-spin" />}
            {t('confirm')}
          </Button>
        </div>
      ) : (
        <form
          className="mt-4 grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onStart();
          }}
        >
          <FormField id="tf-password" label={t('password')}>
            <Input
              id="tf-password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </FormField>
          <Button
            type="submit"
            variant={enabled ? 'outline' : 'default'}
            className="w-fit"
            disabled={isPending || !password}
          >
            {isPending && <Loader2 className="animate-spin" />}
            {enabled ? t('disable') : t('enable')}
          </Button>
        </form>
      )}
    </section>
  );
}
