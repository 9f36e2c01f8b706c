'use client';

import { AlertTriangle } from 'lucide-react';
import { useTranslations } from '@/components/i18n/use-translations';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { instalmentLabel } from '@/lib/payments/rules';
import type { PaymentRow } from '@/server/payments/queries';
import { PaymentStatusBadge } from './payment-status-badge';

/** Document 001 §2.12: the details dialog (600 px wide, 80 % of the height); final value = valor − valor_desconto. */
export function PaymentDetailDialog({
  payment,
  onOpenChange,
}: {
  payment: PaymentRow | null;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations('payments');
  const d = (key: string) => t(`dashboard.detail.${key as 'id'}`);
  return (
    <Dialog open={payment !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[80vh] overflow-y-auto sm:max-w-[600px]">
        {payment && (
          <>
            <DialogHeader>
              <DialogTitle>{d('title')}</DialogTitle>
              <DialogDescription>{payment.descricao}</DialogDescription>
            </DialogHeader>
            {payment.status === 'divergente' && (
              <div
                role="alert"
                data-testid="payment-divergence"
                className="flex gap-3 rounded-lg border border-orange-300 bg-orange-50 p-3 text-sm text-orange-900"
              >
                <AlertTriangle className="size-5 shrink-0" />
                <div>
                  <p className="font-semibold">{t('divergence.title')}</p>
                  <p>
                    {t('divergence.text', {
                      pago:
                        payment.valorPago === null
                          ? '-'
                          : (payment.moedaPaga ?? 'brl') === 'brl'
                            ? formatMoney(payment.valorPago)
                            : (payment.valorPago / 100).toFixed(2),
                      moeda: (payment.moedaPaga ?? '-').toUpperCase(),
                      esperado: formatMoney(payment.valorEsperado),
                    })}
                  </p>
                </div>
              </div>
            )}
            <dl className="grid gap-x-4 gap-y-3 text-sm sm:grid-cols-2" data-testid="payment-detail">
              <Item label={d('status')} value={<PaymentStatusBadge status={payment.status} />} />
              <Item label={d('criado')} value={formatDateTime(payment.createdAt)} />
              <Item label={d('nome')} value={payment.nome} />
              <Item label={d('email')} value={payment.email} />
              <Item label={d('valor')} value={formatMoney(payment.valor)} />
              <Item
                label={d('desconto')}
                value={payment.valorDesconto > 0 ? `− ${formatMoney(payment.valorDesconto)}` : formatMoney(0)}
              />
              <Item label={d('codigo')} value={payment.codigoPromocional ?? '-'} />
              <Item
                label={d('final')}
                value={
                  <strong className="text-base tabular-nums" data-testid="detail-final">
                    {formatMoney(payment.valor - payment.valorDesconto)}
                  </strong>
                }
              />
              <Item label={d('metodo')} value={t(`dashboard.methods.${payment.metodoPagamento as 'card'}`)} />
              <Item label={d('parcelas')} value={instalmentLabel(payment.parcelas)} />
              <Item label={d('tipo')} value={t(`tipos.${payment.tipoPagamento as 'avulso'}`)} />
              <Item label={d('pago')} value={formatDateTime(payment.dataPagamento)} />
              {payment.vencimentoFatura && (
                <Item label={d('vencimento')} value={formatDate(payment.vencimentoFatura)} />
              )}
              <Item label={d('provider')} value={payment.provider === 'stripe' ? 'Stripe' : 'Sandbox'} />
              <Item
                label={d('checkout')}
                value={<span className="font-mono text-xs break-all">{payment.stripeCheckoutId ?? '-'}</span>}
                wide
              />
              {payment.stripePaymentIntentId && (
                <Item
                  label={d('paymentIntent')}
                  value={<span className="font-mono text-xs break-all">{payment.stripePaymentIntentId}</span>}
                  wide
                />
              )}
              <Item label={d('id')} value={<span className="font-mono text-xs break-all">{payment.id}</span>} wide />
              {payment.cobrancaId && (
                <Item
                  label={d('cobranca')}
                  value={
                    <a className="text-primary underline" href={`/cobrancas/${payment.cobrancaId}`}>
                      {d('open')}
                    </a>
                  }
                />
              )}
              {payment.urlQrcode && (
                <Item
                  label={d('qrcode')}
                  value={
                    <a className="text-primary underline" href={payment.urlQrcode} target="_blank" rel="noreferrer">
                      {d('open')}
                    </a>
                  }
                />
              )}
              {payment.urlBoleto && (
                <Item
                  label={d('boleto')}
                  value={
                    <a className="text-primary underline" href={payment.urlBoleto} target="_blank" rel="noreferrer">
                      {d('open')}
                    </a>
                  }
                />
              )}
            </dl>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Item({ label, value, wide }: { label: string; value: React.ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-0.5">{value}</dd>
    </div>
  );
}
