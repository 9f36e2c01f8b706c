'use server';

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { canTransition } from '@/lib/charges/rules';
import { fill, m } from '@/lib/messages';
import { searchText } from '@/lib/search';
import { slugWithSuffix } from '@/lib/slug';
import {
  type TChargeForm,
  ZChargeEmail,
  ZChargePause,
  ZChargeForm,
  ZChargeStatus,
  ZChargeUpdate,
} from '@/lib/validation/charges';
import { ActionError, staffAction } from '@/server/platform/action';
import { cobrancas } from '@/server/platform/db/schema';
import { sendReceiptMails } from '@/server/portal/receipt-mail';
import { COBRANCA_SECTION, ZCobrancaSettings } from '@/lib/settings/cobranca';
import { readSettings } from '@/server/settings/store';
import { onChargePaid } from '@/server/pipeline/on-charge-paid';
import { mailCharge } from './email';
import { nextChargeNumber } from './numbering';
import { relinkTimeline, requireClient } from '@/server/clients/link';
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
    recorrencia: input.recorrencia === 'nenhuma' ? null : input.recorrencia,
    recorrenciaVezes: input.recorrencia === 'nenhuma' ? null : input.recorrenciaVezes,
  };
}

/** Nova Cobrança (document 001 §2.6, §7): a sequential number and an unguessable slug (D8). */
export const createCharge = staffAction(
  {
    name: 'createCharge',
    role: 'member',
    schema: ZChargeForm,
    errorMessage: saveError('Erro desconhecido'),
    revalidate: ['/cobrancas'],
  },
  async (input, { db, user }) => {
    await requireClient(db, input.clienteId);
    // Fine and interest are copied from the settings as they are today (issue 19 item 4); a recurring charge
    // starts its own series (it is charge 1 of it).
    const fees = await readSettings(db, COBRANCA_SECTION, ZCobrancaSettings);
    const id = randomUUID();
    const series = input.recorrencia === 'nenhuma' ? {} : { serieId: id, serieNumero: 1 };
    const [row] = await db
      .insert(cobrancas)
      .values({
        ...columns(input),
        ...series,
        id,
        numeroCobranca: await nextChargeNumber(db),
        slug: slugWithSuffix(input.titulo),
        createdBy: user.id,
        dataCriacao: now(),
        multaPercentual: fees.multaPercentual,
        jurosMensalPercentual: fees.jurosMensalPercentual,
      })
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
  {
    name: 'updateCharge',
    role: 'member',
    schema: ZChargeUpdate,
    errorMessage: saveError('Erro desconhecido'),
    revalidate: ['/cobrancas'],
  },
  async ({ id, ...input }, { db }) => {
    await requireClient(db, input.clienteId);
    const [current] = await db.select({ serieId: cobrancas.serieId }).from(cobrancas).where(eq(cobrancas.id, id));
    if (!current) throw new ActionError(t.notFound);
    const values = columns(input as TChargeForm);
    // Only a series' first charge (or a lone charge) carries the repetition; the later ones keep theirs.
    const repeat =
      current.serieId && current.serieId !== id
        ? {}
        : {
            recorrencia: values.recorrencia,
            recorrenciaVezes: values.recorrenciaVezes,
            ...(values.recorrencia && !current.serieId ? { serieId: id, serieNumero: 1 } : {}),
          };
    const { recorrencia: _r, recorrenciaVezes: _v, ...rest } = values;
    const [row] = await db
      .update(cobrancas)
      .set({ ...rest, ...repeat, updatedAt: new Date() })
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
  {
    name: 'updateChargeStatus',
    role: 'member',
    schema: ZChargeStatus,
    errorMessage: t.statusErrorText,
    revalidate: ['/cobrancas'],
  },
  async ({ id, status }, { db, user }) => {
    const [current] = await db
      .select({ status: cobrancas.status, clienteId: cobrancas.clienteId })
      .from(cobrancas)
      .where(eq(cobrancas.id, id))
      .for('update');
    if (!current) throw new ActionError(t.notFound);
    if (!canTransition(current.status, status)) throw new ActionError(m.charges.validation.statusInvalido);
    const at = now();
    const [row] = await db
      .update(cobrancas)
      .set({ status, dataPagamento: status === 'pago' ? at : null, updatedAt: at })
      .where(eq(cobrancas.id, id))
      .returning({
        id: cobrancas.id,
        slug: cobrancas.slug,
        status: cobrancas.status,
        dataPagamento: cobrancas.dataPagamento,
      });
    // Same transaction: the project's mirrored instalment flips with the charge (issue 18 item 7).
    if (status === 'pago') await onChargePaid(db, id, at);
    await recordEvent(db, {
      clienteId: current.clienteId,
      tipo: status === 'pago' ? 'charge.paid' : 'charge.cancelled',
      assunto: { tipo: 'charge', id },
      ator: staffActor(user),
      visivelCliente: status === 'pago',
      em: at,
    });
    return { ...row, dataPagamento: row.dataPagamento?.toISOString() ?? null };
  },
  {
    revalidate: (row) => [`/cobrancas/${row.id}`, `/p/${row.slug}`, `/p/${row.id}`],
    // Issue 21 item 3: a charge marked paid by staff (static Pix, D14) also sends the receipt, once.
    after: async (row) => (row.status === 'pago' ? sendReceiptMails([row.id]) : undefined),
  },
);

/** "Enviar por Email" (D13, D17): the client gets the public link and the charge's PDF. */
export const sendChargeEmail = staffAction(
  { name: 'sendChargeEmail', role: 'member', schema: ZChargeEmail, errorMessage: t.emailErrorText, transaction: false },
  async ({ id, email }, { db, user }) => {
    const [row] = await db
      .select({ slug: cobrancas.slug, clienteId: cobrancas.clienteId })
      .from(cobrancas)
      .where(eq(cobrancas.id, id));
    const charge = row ? await getPublicCharge(row.slug) : null;
    if (!charge) throw new ActionError(t.notFound);
    await mailCharge(charge, email);
    // No transaction here (the e-mail is the change): the entry follows the e-mail that was sent.
    await recordEvent(db, {
      clienteId: row?.clienteId,
      tipo: 'charge.emailed',
      assunto: { tipo: 'charge', id },
      ator: staffActor(user),
      dados: { email },
      visivelCliente: true,
    });
    return { email };
  },
);

/** Per-charge pause of the régua (issue 19 item 2). */
export const setChargeRemindersPaused = staffAction(
  {
    name: 'setChargeRemindersPaused',
    role: 'member',
    schema: ZChargePause,
    errorMessage: m.automation.lembretes.toggleError,
  },
  async ({ id, pausado }, { db }) => {
    const [row] = await db
      .update(cobrancas)
      .set({ lembretesPausados: pausado, updatedAt: new Date() })
      .where(eq(cobrancas.id, id))
      .returning({ id: cobrancas.id, pausado: cobrancas.lembretesPausados });
    if (!row) throw new ActionError(t.notFound);
    return row;
  },
  { revalidate: (row) => [`/cobrancas/${row.id}`] },
);
