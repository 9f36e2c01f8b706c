'use server';

import { eq } from 'drizzle-orm';
import { canTransition } from '@/lib/charges/rules';
import { fill, m } from '@/lib/messages';
import { searchText } from '@/lib/search';
import { slugWithSuffix } from '@/lib/slug';
import { type TChargeForm, ZChargeEmail, ZChargeForm, ZChargeStatus, ZChargeUpdate } from '@/lib/validation/charges';
import { ActionError, staffAction } from '@/server/action';
import { cobrancas } from '@/server/db/schema';
import { onChargePaid } from '@/server/pipeline/on-charge-paid';
import { mailCharge } from './email';
import { nextChargeNumber } from './numbering';
import { getPublicCharge } from './public';

const t = m.charges.toasts;
const saveError = (message: string) => fill(t.saveError, { message });

function columns(input: TChargeForm) {
  return {
    titulo: input.titulo,
    cliente: input.cliente,
    valor: input.valor,
    dataVencimento: input.dataVencimento,
    formaPagamento: input.formaPagamento,
    descricao: input.descricao,
    observacoes: input.observacoes,
    chavePix: input.chavePix,
    codigoPix: input.codigoPix,
    nomeBeneficiario: input.nomeBeneficiario,
    cidadeBeneficiario: input.cidadeBeneficiario,
    busca: searchText([input.titulo, input.cliente]),
  };
}

/** Nova Cobrança (document 001 §2.6, §7): a sequential number and an unguessable slug (D8). */
export const createCharge = staffAction(
  { name: 'createCharge', role: 'member', schema: ZChargeForm, errorMessage: saveError('Erro desconhecido'), revalidate: ['/cobrancas'] },
  async (input, { db, user }) => {
    const [row] = await db
      .insert(cobrancas)
      .values({ ...columns(input), numeroCobranca: await nextChargeNumber(db), slug: slugWithSuffix(input.titulo), createdBy: user.id })
      .returning({ id: cobrancas.id, slug: cobrancas.slug, numeroCobranca: cobrancas.numeroCobranca });
    return row;
  },
);

export const updateCharge = staffAction(
  { name: 'updateCharge', role: 'member', schema: ZChargeUpdate, errorMessage: saveError('Erro desconhecido'), revalidate: ['/cobrancas'] },
  async ({ id, ...input }, { db }) => {
    const [row] = await db
      .update(cobrancas)
      .set({ ...columns(input as TChargeForm), updatedAt: new Date() })
      .where(eq(cobrancas.id, id))
      .returning({ id: cobrancas.id, slug: cobrancas.slug });
    if (!row) throw new ActionError(t.notFound);
    return row;
  },
  { revalidate: (row) => [`/cobrancas/${row.id}`, `/p/${row.slug}`, `/p/${row.id}`] },
);

/** "Marcar como Pago" / "Cancelar Cobrança" (document 001 §4): only from pendente; paid sets data_pagamento. */
export const updateChargeStatus = staffAction(
  { name: 'updateChargeStatus', role: 'member', schema: ZChargeStatus, errorMessage: t.statusErrorText, revalidate: ['/cobrancas'] },
  async ({ id, status }, { db }) => {
    const [current] = await db.select({ status: cobrancas.status }).from(cobrancas).where(eq(cobrancas.id, id)).for('update');
    if (!current) throw new ActionError(t.notFound);
    if (!canTransition(current.status, status)) throw new ActionError(m.charges.validation.statusInvalido);
    const now = new Date();
    const [row] = await db
      .update(cobrancas)
      .set({ status, dataPagamento: status === 'pago' ? now : null, updatedAt: now })
      .where(eq(cobrancas.id, id))
      .returning({ id: cobrancas.id, slug: cobrancas.slug, status: cobrancas.status, dataPagamento: cobrancas.dataPagamento });
    // Same transaction: the project's mirrored instalment flips with the charge (issue 18 item 7).
    if (status === 'pago') await onChargePaid(db, id, now);
    return { ...row, dataPagamento: row.dataPagamento?.toISOString() ?? null };
  },
  { revalidate: (row) => [`/cobrancas/${row.id}`, `/p/${row.slug}`, `/p/${row.id}`] },
);

/** "Enviar por Email" (D13, D17): the client gets the public link and the charge's PDF. */
export const sendChargeEmail = staffAction(
  { name: 'sendChargeEmail', role: 'member', schema: ZChargeEmail, errorMessage: t.emailErrorText, transaction: false },
  async ({ id, email }, { db }) => {
    const [row] = await db.select({ slug: cobrancas.slug }).from(cobrancas).where(eq(cobrancas.id, id));
    const charge = row ? await getPublicCharge(row.slug) : null;
    if (!charge) throw new ActionError(t.notFound);
    await mailCharge(charge, email);
    return { email };
  },
);
