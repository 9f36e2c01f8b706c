'use client';

import { Undo2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { useTranslations } from '@/components/i18n/use-translations';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { reaisToCentavos } from '@/lib/charges/rules';
import { formatDateTime, formatMoney } from '@/lib/format';
import { refundChargePix } from '@/server/pix/refund-actions';
import type { ChargePixDetail } from '@/server/pix/charge-pix-query';

const PARTS = ['original', 'multa', 'juros', 'desconto'] as const;

/** The Pix that paid a charge (amount and its parts, payer), its refunds, and "Devolver Pix" for admins (D20). */
export function ChargePixPanel({
  chargeId,
  pix,
  canRefund,
}: {
  chargeId: string;
  pix: ChargePixDetail;
  canRefund: boolean;
}) {
  const t = useTranslations('pix.refundDialog');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [valor, setValor] = useState((pix.restante / 100).toFixed(2).replace('.', ','));
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const result = await refundChargePix({ chargeId, valor: reaisToCentavos(valor) });
    setBusy(false);
    if (!result.ok) return void toast.error(result.error);
    toast.success(result.data.pendente ? t('pending') : t('requested'));
    setOpen(false);
    router.refresh();
  };

  return (
    <section className="grid gap-3 rounded-xl border bg-card p-5 shadow-xs" data-testid="charge-pix">
      <h2 className="font-semibold">{t('section')}</h2>
      <dl className="grid gap-1 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">{t('received')}</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(pix.valor)}</dd>
        </div>
        {PARTS.map((part) =>
          pix.componentes?.[part] ? (
            <div key={part} className="flex justify-between gap-4">
              <dt className="text-muted-foreground">{t(part)}</dt>
              <dd className="tabular-nums">{formatMoney(pix.componentes[part])}</dd>
            </div>
          ) : null,
        )}
        {pix.pagador && (
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{t('payer')}</dt>
            <dd className="text-right">{pix.pagador}</dd>
          </div>
        )}
        <p className="text-xs text-muted-foreground">{formatDateTime(pix.horario)}</p>
      </dl>
      {pix.refunds.length > 0 && (
        <div className="grid gap-1 text-sm">
          <h3 className="text-xs font-medium text-muted-foreground">{t('refunds')}</h3>
          {pix.refunds.map((r) => (
            <p key={r.id} className="flex justify-between gap-4" data-testid="pix-refund">
              <span className="tabular-nums">{formatMoney(r.valor)}</span>
              <span>{t(`status.${r.status as 'DEVOLVIDO'}`)}</span>
            </p>
          ))}
        </div>
      )}
      {canRefund && pix.status === 'conciliado' && pix.restante > 0 && (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button variant="outline" size="sm" className="w-fit">
              <Undo2 /> {t('button')}
            </Button>
          </DialogTrigger>
          <DialogContent>
            <form onSubmit={submit} className="grid gap-4">
              <DialogHeader>
                <DialogTitle>{t('title')}</DialogTitle>
                <DialogDescription>{t('text')}</DialogDescription>
              </DialogHeader>
              <div className="grid gap-2">
                <Label htmlFor="refund-valor">{t('valor')}</Label>
                <Input id="refund-valor" inputMode="decimal" value={valor} onChange={(e) => setValor(e.target.value)} />
                <p className="text-xs text-muted-foreground">{t('max', { valor: formatMoney(pix.restante) })}</p>
              </div>
              <DialogFooter>
                <Button type="button" variant="ghost" onClick={() => setOpen(false)} disabled={busy}>
                  {t('cancel')}
                </Button>
                <Button type="submit" disabled={busy}>
                  {busy ? t('sending') : t('confirm')}
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      )}
    </section>
  );
}
