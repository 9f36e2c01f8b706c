'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { useState } from 'react';
import { toast } from 'sonner';
import { hydratingLook, useHydrated } from '@/components/hooks/use-hydrated';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { completeSandbox } from '@/server/payments/actions';

type Outcome = 'pay' | 'pending' | 'fail' | 'cancel';

/** The sandbox checkout's choices (D16): pay, leave a Pix/boleto/fatura to pay later, fail, or give up. */
export function SandboxActions({
  checkoutId,
  metodo,
  tipo,
  waiting,
  valor,
}: {
  checkoutId: string;
  metodo: string;
  tipo: string;
  waiting: boolean;
  valor: string;
}) {
  const t = useTranslations('payments');
  const [busy, setBusy] = useState<Outcome | null>(null);
  const hydrated = useHydrated();
  const off = busy !== null || !hydrated;
  const run = async (outcome: Outcome) => {
    setBusy(outcome);
    try {
      const result = await completeSandbox({ checkoutId, outcome });
      if (!result.ok) throw new Error(result.error);
      window.location.assign(result.data.url);
    } catch (error) {
      setBusy(null);
      toast.error(t('checkout.error'), { description: error instanceof Error ? error.message : String(error) });
    }
  };
  const canWait = !waiting && (metodo === 'pix' || metodo === 'boleto' || tipo === 'fatura');
  const payLabel =
    metodo === 'pix' ? t('sandbox.payPix') : metodo === 'boleto' ? t('sandbox.payBoleto') : t('sandbox.pay', { valor });
  return (
    <div className="grid gap-2">
      <Button size="lg" className={hydratingLook(hydrated)} onClick={() => run('pay')} disabled={off}>
        {busy === 'pay' ? t('sandbox.processing') : payLabel}
      </Button>
      {canWait && (
        <Button
          size="lg"
          variant="secondary"
          className={hydratingLook(hydrated)}
          onClick={() => run('pending')}
          disabled={off}
        >
          {busy === 'pending' ? t('sandbox.processing') : t('sandbox.leavePending')}
        </Button>
      )}
      <div className="grid gap-2 sm:grid-cols-2">
        <Button
          variant="outline"
          className={cn('border-red-200 text-red-700 hover:bg-red-50', hydratingLook(hydrated))}
          onClick={() => run('fail')}
          disabled={off}
        >
          {t('sandbox.fail')}
        </Button>
        <Button variant="ghost" className={hydratingLook(hydrated)} onClick={() => run('cancel')} disabled={off}>
          {t('sandbox.cancel')}
        </Button>
      </div>
    </div>
  );
}
