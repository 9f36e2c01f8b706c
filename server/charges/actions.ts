'use server';

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fill, m } from '@/lib/messages';
import {
  type TChargeForm,
  ZChargeEmail,
  ZChargePause,
  ZChargeCreate,
  ZChargeId,
  ZChargeStatus,
  ZChargeUpdate,
} from '@/lib/validation/charges';
import { ActionError, staffAction } from '@/server/action';
import type { Db } from '@/server/platform/db/client';
import { cobrancas } from '@/server/platform/db/schema';
import { cobvForCancel, cobvForNewCharge, cobvForUpdate, withdrawCobv } from '@/server/pix/charge-psp';
import { cancelCharge } from './cancel-charge';
import { createCharge as createChargeRow } from './create-charge';
import { chargeRecipient } from '@/server/automation/charge-mail-values';
import { emailChargeToClient } from './email';
import { markChargePaid, type StatusWritten } from './mark-charge-paid';
import { reactivateCharge as reactivateChargeRow } from './reactivate-charge';
import {
  type ChargeChanges,
  setChargeRemindersPaused as setPaused,
  updateCharge as updateChargeRow,
} from './update-charge';

const t = m.charges.toasts;
const saveError = (message: string) => fill(t.saveError, { message });

/** The form's fields as the charges' writers take them. */
function fromForm(input: TChargeForm): ChargeChanges {
  return {
    titulo: input.titulo,
    cliente: input.cliente,
    clienteId: input.clienteId,
    valor: input.valor,
    dataVencimento: input.dataVencimento,
    formaPagamento: input.formaPagamento,
    descricao: input.descricao,
    observacoes: input.observacoes,
    pix: {
      chavePix: input.chavePix,
      codigoPix: input.codigoPix,
      nomeBeneficiario: input.nomeBeneficiario,
      cidadeBeneficiario: input.cidadeBeneficiario,
    },
    recorrencia: input.recorrencia === 'nenhuma' ? null : { tipo: input.recorrencia, vezes: input.recorrenciaVezes },
  };
}

/**
 * Nova Cobrança (document 001 §2.6, §7): the writer numbers it, gives it a slug (D8) and the settings' fees. With a
 * PSP (D99) the cobv is asked first, outside any transaction: a PSP down, slow or refusing answers its message
 * and nothing is written; a charge whose write then fails has its cobv withdrawn.
 */
export const createCharge = staffAction(
  {
    name: 'createCharge',
    role: 'member',
    schema: ZChargeCreate,
    errorMessage: saveError('Erro desconhecido'),
    transaction: false,
  },
  async ({ enviarAgora, ...input }, { db, actor, emit }) => {
    const fields = { ...fromForm(input), id: randomUUID() };
    // D186: "Enviar agora" needs the client's e-mail; without one the charge is saved unsent and the form says so.
    const email = enviarAgora ? await chargeRecipient(db, fields) : null;
    const cobv = await cobvForNewCharge(db, fields);
    const written = await db
      .transaction(async (tx) => {
        const made = await createChargeRow(tx as unknown as Db, actor, { ...fields, cobv });
        // The first e-mail is the charge itself, in the same transaction: it leaves only if the charge exists.
        if (!made.row || !email) return { ...made, sentTo: null };
        const mailed = await emailChargeToClient(tx as unknown as Db, actor, made.row, email);
        return { row: made.row, events: [...made.events, ...(mailed ?? [])], sentTo: email };
      })
      .catch(async (error: unknown) => {
        await withdrawCobv(cobv);
        throw error;
      });
    if (!written.row) throw new ActionError(saveError('Erro desconhecido'));
    emit(written.events);
    return {
      id: written.row.id,
      slug: written.row.slug,
      numeroCobranca: written.row.numeroCobranca,
      enviadoPara: written.sentTo,
      semEmail: Boolean(enviarAgora && !email),
    };
  },
);

/** "Salvar" on the edit form: the cobv revised at the PSP first (D99), then the charge. */
export const updateCharge = staffAction(
  {
    name: 'updateCharge',
    role: 'member',
    schema: ZChargeUpdate,
    errorMessage: saveError('Erro desconhecido'),
    transaction: false,
  },
  async ({ id, ...input }, { db, actor, emit }) => {
    const changes = fromForm(input as TChargeForm);
    const pix = await cobvForUpdate(db, id, changes);
    const { row, events } = await db.transaction((tx) => updateChargeRow(tx as unknown as Db, actor, id, changes, pix));
    emit(events);
    return row;
  },
);

/** A status writer's refusal, as the staff screens say it. */
function refusalMessage(written: StatusWritten): string {
  return written.refused === 'notFound' ? t.notFound : m.charges.validation.statusInvalido;
}

/**
 * "Marcar como Pago" / "Cancelar Cobrança" (document 001 §4): each writer moves only an open charge. A charge
 * marked paid by staff (static Pix, D14) gets the same follow-ups as one paid online: the project instalment
 * and the receipt e-mail, once (`charge.paid`, server/events/effects.ts).
 */
export const updateChargeStatus = staffAction(
  {
    name: 'updateChargeStatus',
    role: 'member',
    schema: ZChargeStatus,
    errorMessage: t.statusErrorText,
    transaction: false,
  },
  async ({ id, status, motivo }, { db, actor, emit }) => {
    // Cancelling removes the cobv at the PSP first (D99): if the PSP cannot, the charge stays as it was.
    const pix = status === 'cancelado' ? await cobvForCancel(db, id) : {};
    const written = await db.transaction((tx) =>
      status === 'pago'
        ? markChargePaid(tx as unknown as Db, actor, id)
        : cancelCharge(tx as unknown as Db, actor, id, pix, motivo || null),
    );
    if (!written.row) throw new ActionError(refusalMessage(written));
    emit(written.events);
    const { row } = written;
    return { id: row.id, slug: row.slug, status: row.status, dataPagamento: row.dataPagamento?.toISOString() ?? null };
  },
);

/**
 * "Reativar cobrança" (D182): a cancelled charge never paid counts again; the client is told and, with a PSP, a new
 * cobv is registered by the event's follow-ups.
 */
export const reactivateCharge = staffAction(
  { name: 'reactivateCharge', role: 'member', schema: ZChargeId, errorMessage: t.statusErrorText },
  async ({ id }, { db, actor, emit }) => {
    const written = await reactivateChargeRow(db, actor, id);
    if (!written.row)
      throw new ActionError(written.refused === 'notFound' ? t.notFound : m.chargeGuard.reactivate.notCancelled);
    emit(written.events);
    return { id: written.row.id, status: written.row.status };
  },
);

/** "Enviar por Email" (D13, D17): the client gets the public link and the charge's PDF. */
export const sendChargeEmail = staffAction(
  { name: 'sendChargeEmail', role: 'member', schema: ZChargeEmail, errorMessage: t.emailErrorText },
  async ({ id, email }, { db, actor, emit }) => {
    const [row] = await db
      .select({ slug: cobrancas.slug, clienteId: cobrancas.clienteId })
      .from(cobrancas)
      .where(eq(cobrancas.id, id));
    // Queued with the timeline entry (D146): the entry says it went to the outbox, which delivers it.
    const events = row ? await emailChargeToClient(db, actor, { id, ...row }, email) : null;
    if (!events) throw new ActionError(t.notFound);
    emit(events);
    return { email };
  },
);

/** Per-charge pause of the régua (D61). */
export const setChargeRemindersPaused = staffAction(
  {
    name: 'setChargeRemindersPaused',
    role: 'member',
    schema: ZChargePause,
    errorMessage: m.automation.lembretes.toggleError,
  },
  async ({ id, pausado }, { db, emit }) => {
    const { row, events } = await setPaused(db, id, pausado);
    emit(events);
    return row;
  },
);
