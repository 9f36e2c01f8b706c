import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cobrancas } from './charges';
import { clientes } from './clients';

/**
 * Document 001 §3, Payment (table pagamentos). Money in integer centavos (D5):
 * - `valor` is what the form asked for, `valorDesconto` the promo discount, `valorFinal` what is charged
 *   (valor − valorDesconto, the "final value" of the dashboard detail).
 * - `provider` is 'stripe' or 'sandbox' (D16); `stripeCheckoutId` holds the provider's checkout id for both
 *   (the sandbox makes its own), so the success page and "Verificar status" find a payment the same way.
 * - `cobrancaId` is set when the payment pays a charge (/pagamento/{slug}).
 */
export const pagamentos = pgTable(
  'pagamentos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nome: text('nome').notNull(),
    email: text('email').notNull(),
    /** The client of the registry this row belongs to (D51); the name text above stays what the screens show. */
    clienteId: uuid('cliente_id').references(() => clientes.id, { onDelete: 'restrict' }),
    descricao: text('descricao').notNull(),
    valor: integer('valor').notNull(),
    valorDesconto: integer('valor_desconto').notNull().default(0),
    valorFinal: integer('valor_final').notNull(),
    codigoPromocional: text('codigo_promocional'),
    metodoPagamento: text('metodo_pagamento').notNull().default('card'),
    tipoPagamento: text('tipo_pagamento').notNull().default('avulso'),
    parcelas: integer('parcelas').notNull().default(1),
    status: text('status').notNull().default('pending'),
    provider: text('provider').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    dataPagamento: timestamp('data_pagamento', { withTimezone: true }),
    vencimentoFatura: date('vencimento_fatura', { mode: 'string' }),
    urlQrcode: text('url_qrcode'),
    urlBoleto: text('url_boleto'),
    checkoutUrl: text('checkout_url'),
    stripeCheckoutId: text('stripe_checkout_id'),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    stripeInvoiceId: text('stripe_invoice_id'),
    cobrancaId: uuid('cobranca_id').references(() => cobrancas.id, { onDelete: 'set null' }),
    busca: text('busca').notNull().default(''),
    /** D35: the payment holds one reserved use of its promo code until it is paid, expires or fails. */
    promoReservado: boolean('promo_reservado').notNull().default(false),
    /**
     * What the provider reported as paid (centavos, ISO currency) and what we expected at fulfilment, kept
     * when they disagree: the payment is then `divergente` and the charge stays open for staff to resolve.
     */
    valorPago: integer('valor_pago'),
    moedaPaga: text('moeda_paga'),
    valorEsperado: integer('valor_esperado'),
  },
  (t) => [
    uniqueIndex('pagamentos_checkout_idx').on(t.stripeCheckoutId),
    index('pagamentos_created_idx').on(t.createdAt, t.id),
    index('pagamentos_status_created_idx').on(t.status, t.createdAt),
    index('pagamentos_metodo_created_idx').on(t.metodoPagamento, t.createdAt),
    index('pagamentos_tipo_created_idx').on(t.tipoPagamento, t.createdAt),
    index('pagamentos_subscription_idx').on(t.stripeSubscriptionId),
    index('pagamentos_invoice_idx').on(t.stripeInvoiceId),
    index('pagamentos_cobranca_idx').on(t.cobrancaId),
    index('pagamentos_cliente_created_idx').on(t.clienteId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/**
 * Promo codes (D35): percentage (`valor` = whole percent 1–100) or fixed amount (`valor` in
 * centavos). `usos` counts paid payments only, advanced atomically when a payment with the code is paid;
 * `reservados` counts open checkouts holding a use (reserved at checkout creation, released on expiry/failure).
 */
export const codigosPromocionais = pgTable(
  'codigos_promocionais',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codigo: text('codigo').notNull(),
    tipo: text('tipo').notNull().default('percentual'),
    valor: integer('valor').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    validoAte: date('valido_ate', { mode: 'string' }),
    maxUsos: integer('max_usos'),
    usos: integer('usos').notNull().default(0),
    /** Uses held by open checkouts (D35): a code is available while usos + reservados < max_usos. */
    reservados: integer('reservados').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('codigos_promocionais_codigo_idx').on(t.codigo)],
);

/** Webhook events already handled: the primary key makes a redelivery do nothing twice. */
export const eventosPagamento = pgTable('eventos_pagamento', {
  id: text('id').primaryKey(),
  tipo: text('tipo').notNull(),
  provider: text('provider').notNull(),
  processadoEm: timestamp('processado_em', { withTimezone: true }).notNull().defaultNow(),
});

export type Pagamento = typeof pagamentos.$inferSelect;
export type CodigoPromocional = typeof codigosPromocionais.$inferSelect;
