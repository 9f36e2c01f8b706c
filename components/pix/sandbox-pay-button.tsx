'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { hydratingLook, useHydrated } from '@/components/hooks/use-hydrated';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import { payPixSandbox } from '@/server/pix/sandbox-actions';

/** The sandbox bank app's one button (D99): pays, then shows the charge, already "Pago". */
export function SandboxPayButton({ token, valor }: { token: string; valor: string }) {
  const t = useTranslations('pix.sandboxPage');
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const pay = async () => {
    setBusy(true);
    const result = await payPixSandbox({ token });
    if (!result.ok) {
      setBusy(false);
      toast.error(result.error);
      return;
    }
    toast.success(t('paid'));
    window.location.assign(result.data.url ?? window.location.href);
  };
  return (
    <Button size="lg" className={hydratingLook(hydrated)} onClick={pay} disabled={busy || !hydrated}>
      {busy ? t('paying') : t('pay', { valor })}
    </Button>
  );
}
