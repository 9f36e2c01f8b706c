'use client';

import { Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { formatDate, formatMoney } from '@/lib/format';
import { ZPromoCodeForm } from '@/lib/validation/payments';
import { createPromoCode, deletePromoCode, setPromoCodeActive } from '@/server/payments/actions';
import type { PromoCodeRow } from '@/server/payments/queries';

const EMPTY = { codigo: '', tipo: 'percentual' as 'percentual' | 'fixo', valor: '', validoAte: '', maxUsos: '' };

/** Promo codes managed from the dashboard (D35). Opened by promo-codes-button.tsx. */
export function PromoCodesDialog({
  codes,
  open,
  onOpenChange,
  returnFocus,
}: {
  codes: PromoCodeRow[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: React.RefObject<HTMLButtonElement | null>;
}) {
  const t = useTranslations('payments.promoAdmin');
  const router = useRouter();
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const run = async (key: string, call: () => Promise<{ ok: boolean; error?: string }>, ok: string) => {
    setBusy(key);
    try {
      const result = await call();
      if (!result.ok) {
        setError(result.error ?? t('saveError'));
        toast.error(t('saveError'), { description: result.error });
        return false;
      }
      toast.success(ok);
      router.refresh();
      return true;
    } catch {
      toast.error(t('saveError'));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const onAdd = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ZPromoCodeForm.safeParse(form);
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    setError(null);
    if (await run('add', () => createPromoCode(form), t('created'))) setForm(EMPTY);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-h-[85vh] overflow-y-auto sm:max-w-[640px]"
        onCloseAutoFocus={(event) => {
          // The button that opened it lives outside this lazily loaded dialog: give it the focus back.
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('text')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onAdd} noValidate className="grid gap-3 rounded-xl border bg-muted/30 p-4 sm:grid-cols-2">
          <div className="grid gap-1">
            <label htmlFor="promo-codigo" className="text-xs font-medium">
              {t('codigo')}
            </label>
            <Input
              id="promo-codigo"
              value={form.codigo}
              onChange={(e) => setForm((f) => ({ ...f, codigo: e.target.value.toUpperCase() }))}
              maxLength={30}
              className="uppercase placeholder:normal-case"
              placeholder="BEMVINDO10"
            />
          </div>
          <div className="grid gap-1">
            <label htmlFor="promo-tipo" className="text-xs font-medium">
              {t('tipo')}
            </label>
            <select
              id="promo-tipo"
              value={form.tipo}
              onChange={(e) => setForm((f) => ({ ...f, tipo: e.target.value as 'percentual' | 'fixo' }))}
              className="h-10 rounded-md border bg-background px-2 text-sm"
            >
              <option value="percentual">{t('percentual')}</option>
              <option value="fixo">{t('fixo')}</option>
            </select>
          </div>
          <div className="grid gap-1">
            <label htmlFor="promo-valor" className="text-xs font-medium">
              {t('valor')}
            </label>
            <Input
              id="promo-valor"
              type="number"
              min="0.01"
              step={form.tipo === 'percentual' ? '1' : '0.01'}
              value={form.valor}
              onChange={(e) => setForm((f) => ({ ...f, valor: e.target.value }))}
            />
          </div>
          <div className="grid gap-1">
            <label htmlFor="promo-validade" className="text-xs font-medium">
              {t('validoAte')}
            </label>
            <Input
              id="promo-validade"
              type="date"
              value={form.validoAte}
              onChange={(e) => setForm((f) => ({ ...f, validoAte: e.target.value }))}
            />
          </div>
          <div className="grid gap-1">
            <label htmlFor="promo-max" className="text-xs font-medium">
              {t('maxUsos')}
            </label>
            <Input
              id="promo-max"
              type="number"
              min="1"
              step="1"
              placeholder={t('maxUsosPlaceholder')}
              value={form.maxUsos}
              onChange={(e) => setForm((f) => ({ ...f, maxUsos: e.target.value }))}
            />
          </div>
          <div className="flex items-end">
            <Button type="submit" className="w-full" disabled={busy === 'add'}>
              {busy === 'add' ? t('adding') : t('add')}
            </Button>
          </div>
          {error && (
            <p role="alert" className="text-sm text-destructive sm:col-span-2">
              {error}
            </p>
          )}
        </form>
        {codes.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{t('empty')}</p>
        ) : (
          <ul className="divide-y rounded-xl border">
            {codes.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 p-3" data-testid="promo-row">
                <div className="min-w-0">
                  <p className="font-mono font-semibold">
                    {c.codigo}{' '}
                    <span
                      className={`ml-1 rounded-full px-2 py-0.5 font-sans text-xs ${c.ativo ? 'bg-green-100 text-green-900' : 'bg-gray-100 text-gray-700'}`}
                    >
                      {c.ativo ? t('ativo') : t('inativo')}
                    </span>
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {c.tipo === 'percentual' ? `${c.valor}%` : formatMoney(c.valor)} ·{' '}
                    {c.validoAte ? `${t('validoAte')} ${formatDate(c.validoAte)}` : t('noExpiry')} · {t('usos')}:{' '}
                    {c.usos}
                    {c.maxUsos !== null ? `/${c.maxUsos}` : ''}
                  </p>
                </div>
                <div className="flex gap-1">
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busy === c.id}
                    onClick={() => run(c.id, () => setPromoCodeActive({ id: c.id, ativo: !c.ativo }), t('updated'))}
                  >
                    {c.ativo ? t('deactivate') : t('activate')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={busy === c.id}
                    aria-label={`${t('delete')}: ${c.codigo}`}
                    onClick={() => run(c.id, () => deletePromoCode({ id: c.id }), t('deleted'))}
                  >
                    <Trash2 />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
