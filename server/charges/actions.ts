'use server';

import { eq, sql } from 'drizzle-orm';
import { chargeNumber, canTransition, yearInSaoPaulo } from '@/lib/charges/rules';
import { formatMoney } from '@/lib/format';
import { fill, m } from '@/lib/messages';
import { searchText } from '@/lib/search';
import { slugWithSuffix } from '@/lib/slug';
import { type TChargeForm, ZChargeEmail, ZChargeForm, ZChargeStatus, ZChargeUpdate } from '@/lib/validation/charges';
import { ActionError, staffAction } from '@/server/action';
import { relinkTimeline, requireClient } from '@/server/clients/link';
import type { Db } from '@/server/db/client';
import { cobrancaNumeracao, cobrancas } from '@/server/db/schema';
import { env } from '@/server/env';
import { sendMail } from '@/server/mail/send-mail';
import { renderChargePdf } from '@/server/pdf/charge-pdf';
import { recordEvent, staffActor } from '@/server/timeline/record';
import { getPublicCharge } from './public';

const t = m.charges.toasts;
const saveError = (message: string) => fill(t.saveError, { message });

function columns(input: TChargeForm) {
  return {
    titulo: input.titulo,
    cliente: input.cliente,
    clienteId: input.clienteId,
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

/** The year's next number, advanced atomically so that two charges never share one. */
async function nextNumber(db: Db): Promise<string> {
  const year = yearInSaoPaulo();
  const [row] = await db
    .insert(cobrancaNumeracao)
    .values({ ano: year, ultimo: 1 })
    .onConflictDoUpdate({ target: cobrancaNumeracao.ano, set: { ultimo: sql`${cobrancaNumeracao.ultimo} + 1` } })
    .returning({ ultimo: cobrancaNumeracao.ultimo });
  return chargeNumber(year, row.ultimo);
}

/** Nova Cobrança (document 001 §2.6, §7): a sequential number and an unguessable slug (D8). */
export const createCharge = staffAction(
  { name: 'createCharge', role: 'member', schema: ZChargeForm, errorMessage: saveError('Erro desconhecido'), revalidate: ['/cobrancas'] },
  async (input, { db, user }) => {
    await requireClient(db, input.clienteId);
    const [row] = await db
      .insert(cobrancas)
      .values({ ...columns(input), numeroCobranca: await nextNumber(db), slug: slugWithSuffix(input.titulo), createdBy: user.id })
      .returning({ id: cobrancas.id, slug: cobrancas.slug, numeroCobranca: cobrancas.numeroCobranca });
    await recordEvent(db, {
      clienteId: input.clienteId,
      tipo: 'charge.created',
      assunto: { tipo: 'charge', id: row.id },
      ator: staffActor(user),
      dados: { numero: row.numeroCobranca, titulo: input.titulo, valor: input.valor },
      visivelCliente: true,
    });
    return row;
  },
);

export const updateCharge = staffAction(
  { name: 'updateCharge', role: 'member', schema: ZChargeUpdate, errorMessage: saveError('Erro desconhecido'), revalidate: ['/cobrancas'] },
  async ({ id, ...input }, { db }) => {
    await requireClient(db, input.clienteId);
    const [row] = await db
      .update(cobrancas)
      .set({ ...columns(input as TChargeForm), updatedAt: new Date() })
      .where(eq(cobrancas.id, id))
      .returning({ id: cobrancas.id, slug: cobrancas.slug });
    if (!row) throw new ActionError(t.notFound);
    await relinkTimeline(db, 'charge', id, input.clienteId);
    return row;
  },
  { revalidate: (row) => [`/cobrancas/${row.id}`, `/p/${row.slug}`, `/p/${row.id}`] },
);

/** "Marcar como Pago" / "Cancelar Cobrança" (document 001 §4): only from pendente; paid sets data_pagamento. */
export const updateChargeStatus = staffAction(
  { name: 'updateChargeStatus', role: 'member', schema: ZChargeStatus, errorMessage: t.statusErrorText, revalidate: ['/cobrancas'] },
  async ({ id, status }, { db, user }) => {
    const [current] = await db.select({ status: cobrancas.status, clienteId: cobrancas.clienteId }).from(cobrancas).where(eq(cobrancas.id, id)).for('update');
    if (!current) throw new ActionError(t.notFound);
    if (!canTransition(current.status, status)) throw new ActionError(m.charges.validation.statusInvalido);
    const now = new Date();
    const [row] = await db
      .update(cobrancas)
      .set({ status, dataPagamento: status === 'pago' ? now : null, updatedAt: now })
      .where(eq(cobrancas.id, id))
      .returning({ id: cobrancas.id, slug: cobrancas.slug, status: cobrancas.status, dataPagamento: cobrancas.dataPagamento });
    await recordEvent(db, {
      clienteId: current.clienteId,
      tipo: status === 'pago' ? 'charge.paid' : 'charge.cancelled',
      assunto: { tipo: 'charge', id },
      ator: staffActor(user),
      visivelCliente: status === 'pago',
      em: now,
    });
    return { ...row, dataPagamento: row.dataPagamento?.toISOString() ?? null };
  },
  { revalidate: (row) => [`/cobrancas/${row.id}`, `/p/${row.slug}`, `/p/${row.id}`] },
);

/** "Enviar por Email" (D13, D17): the client gets the public link and the charge's PDF. */
export const sendChargeEmail = staffAction(
  { name: 'sendChargeEmail', role: 'member', schema: ZChargeEmail, errorMessage: t.emailErrorText, transaction: false },
  async ({ id, email }, { db, user }) => {
    const [row] = await db.select({ slug: cobrancas.slug, clienteId: cobrancas.clienteId }).from(cobrancas).where(eq(cobrancas.id, id));
    const charge = row ? await getPublicCharge(row.slug) : null;
    if (!charge) throw new ActionError(t.notFound);
    const link = `${env.appUrl}/p/${charge.slug}`;
    const pdf = await renderChargePdf(charge);
    await sendMail({
      to: email,
      subject: `Cobrança ${charge.numeroCobranca}: ${charge.titulo}`,
      text: `Olá, ${charge.cliente}!\n\nSegue a cobrança "${charge.titulo}" no valor de ${formatMoney(charge.valor)}.\nVeja os dados e pague por aqui: ${link}\n\nO PDF da cobrança segue em anexo.`,
      attachments: [{ filename: `cobranca-${charge.numeroCobranca}.pdf`, content: pdf, contentType: 'application/pdf' }],
    });
    // No transaction here (the e-mail is the change): the entry follows the e-mail that was sent.
    await recordEvent(db, { clienteId: row?.clienteId, tipo: 'charge.emailed', assunto: { tipo: 'charge', id }, ator: staffActor(user), dados: { email }, visivelCliente: true });
    return { email };
  },
);
