import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { now } from '@/lib/clock';
import type { Recurrence } from '@/lib/charges/recurrence';
import { searchText } from '@/lib/search';
import { COBRANCA_SECTION, ZCobrancaSettings } from '@/lib/settings/cobranca';
import { slugWithSuffix } from '@/lib/slug';
import type { Actor } from '@/lib/timeline/kinds';
import { requireClient } from '@/server/clients/link';
import type { Written } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { cobrancas, type Cobranca } from '@/server/platform/db/schema';
import { cobvColumns } from '@/server/pix/charge-cobv';
import { pixProviderName } from '@/server/pix/config';
import type { CobvState } from '@/server/pix/provider';
import { readSettings } from '@/server/settings/store';
import { recordEvent } from '@/server/timeline/record';
import { chargeRef } from './charge-event';
import { advanceChargeNumbers, nextChargeNumber } from './numbering';

export type ChargePix = {
  chavePix: string | null;
  codigoPix: string | null;
  nomeBeneficiario: string | null;
  cidadeBeneficiario: string | null;
};

/** A charge to create: the form's fields, or what a contract's plan or a recurring series gives. */
export type NewCharge = {
  titulo: string;
  cliente: string;
  clienteId: string | null;
  valor: number;
  dataVencimento: string;
  formaPagamento: string;
  descricao?: string;
  observacoes?: string;
  /** As typed on the form or copied from a series' first charge; `agencia`: the agency's key with a BR Code (D14). */
  pix?: ChargePix | 'agencia';
  /** The charge starts a series (it is charge 1 of it): repeated `mensal` or `anual`, `vezes` in all or until stopped. */
  recorrencia?: { tipo: Recurrence; vezes: number | null } | null;
  /** Charge n of an existing series (the recurring job): at most one per number. */
  serie?: { id: string; numero: number };
  /** An instalment of a signed contract's payment plan: at most one per instalment. */
  parcela?: { contratoId: string; numero: number };
  /** The id, when the caller fixed it first: the charge form asks the PSP for the cobv before writing (D99). */
  id?: string;
  /**
   * The charge's cobv (D99): the PSP's answer when the caller asked first (the charge form), or why there is none.
   * Unset: with a PSP configured, a Pix charge is `pendente` and the `pix.registrarCobv` follow-up registers it.
   */
  cobv?: CobvState | { erro: string };
};

const NO_PIX: ChargePix = { chavePix: null, codigoPix: null, nomeBeneficiario: null, cidadeBeneficiario: null };

/** What the list's search matches (document 001 §2.5): title and client. */
export function chargeSearchText(charge: { titulo: string; cliente: string }): string {
  return searchText([charge.titulo, charge.cliente]);
}

/**
 * Pix fields are kept only for pix (document 001 §5). A charge carries a key of its own only when typed for it without
 * a PSP: the agency's key (`agencia`) and every charge under a PSP (D131) keep none, and their Pix is made from the
 * profile's key when shown (D170), so a changed key never leaves a stale one on them.
 */
export function pixColumns(charge: Pick<NewCharge, 'formaPagamento' | 'pix'>): ChargePix {
  if (charge.formaPagamento !== 'pix' || !charge.pix || charge.pix === 'agencia') return NO_PIX;
  return pixProviderName() === 'static' ? charge.pix : NO_PIX;
}

/** The charge's cobv columns at creation (D99). */
function cobvAtCreation(input: NewCharge) {
  if (input.formaPagamento !== 'pix') return {};
  if (input.cobv) return 'erro' in input.cobv ? { pixErro: input.cobv.erro } : cobvColumns(input.cobv);
  return pixProviderName() === 'static' ? {} : { pixStatus: 'pendente' };
}

/** The fine and monthly interest the settings give today: every charge carries them from its creation on. */
async function feesNow(db: Db) {
  const { multaPercentual, jurosMensalPercentual } = await readSettings(db, COBRANCA_SECTION, ZCobrancaSettings);
  return { multaPercentual, jurosMensalPercentual };
}

/** Whether the plan instalment or the series number already has its charge. */
async function alreadyMade(db: Db, input: NewCharge): Promise<boolean> {
  const where = input.serie
    ? and(eq(cobrancas.serieId, input.serie.id), eq(cobrancas.serieNumero, input.serie.numero))
    : input.parcela
      ? and(eq(cobrancas.contratoId, input.parcela.contratoId), eq(cobrancas.parcelaNumero, input.parcela.numero))
      : null;
  if (!where) return false;
  const [row] = await db.select({ id: cobrancas.id }).from(cobrancas).where(where).limit(1);
  return Boolean(row);
}

/**
 * The one way a charge comes to exist (decision D21): the charge form, a signed contract's payment plan and a
 * recurring series all come here, so each gets the year's sequential number, an unguessable slug (D8), its search
 * text, the fine and interest of the settings at creation, its Pix fields and its timeline entry, in the caller's
 * transaction. A plan instalment or a series number that already has its charge creates nothing (`row: null`).
 */
export async function createCharge(db: Db, actor: Actor, input: NewCharge): Promise<Written<Cobranca | null>> {
  await requireClient(db, input.clienteId);
  // A retry finds the charge made: it takes no number (the unique index below still settles a race).
  if (await alreadyMade(db, input)) return { row: null, events: [] };
  const id = input.id ?? randomUUID();
  const numeroCobranca = await nextChargeNumber(db);
  const at = now();
  const series = input.serie
    ? { serieId: input.serie.id, serieNumero: input.serie.numero }
    : input.recorrencia
      ? { serieId: id, serieNumero: 1, recorrencia: input.recorrencia.tipo, recorrenciaVezes: input.recorrencia.vezes }
      : {};
  const [row] = await db
    .insert(cobrancas)
    .values({
      id,
      numeroCobranca,
      titulo: input.titulo,
      cliente: input.cliente,
      clienteId: input.clienteId,
      contratoId: input.parcela?.contratoId ?? null,
      parcelaNumero: input.parcela?.numero ?? null,
      valor: input.valor,
      dataVencimento: input.dataVencimento,
      formaPagamento: input.formaPagamento,
      descricao: input.descricao ?? '',
      observacoes: input.observacoes ?? '',
      ...pixColumns(input),
      ...cobvAtCreation(input),
      ...series,
      ...(await feesNow(db)),
      slug: slugWithSuffix(input.titulo),
      busca: chargeSearchText(input),
      createdBy: actor.tipo === 'staff' ? actor.usuarioId : null,
      dataCriacao: at,
      updatedAt: at,
    })
    .onConflictDoNothing({
      target: input.serie
        ? [cobrancas.serieId, cobrancas.serieNumero]
        : [cobrancas.contratoId, cobrancas.parcelaNumero],
    })
    .returning();
  if (!row) return { row: null, events: [] };
  await recordEvent(db, {
    clienteId: row.clienteId,
    tipo: 'charge.created',
    assunto: { tipo: 'charge', id: row.id },
    ator: actor,
    dados: {
      numero: row.numeroCobranca,
      titulo: row.titulo,
      valor: row.valor,
      ...(input.parcela ? { contratoId: input.parcela.contratoId, parcela: input.parcela.numero } : {}),
      ...(input.serie ? { serieId: input.serie.id, serieNumero: input.serie.numero } : {}),
    },
    visivelCliente: true,
    chave: input.serie ? `charge.recurring:${input.serie.id}:${input.serie.numero}` : `charge.created:${row.id}`,
  });
  return { row, events: [{ type: 'charge.created', ...chargeRef(row) }] };
}

/** A seed's charge: its own number, status and dates; the writer adds the search text, the slug and the fees. */
export type ChargeSeed = Omit<
  typeof cobrancas.$inferInsert,
  'busca' | 'slug' | 'multaPercentual' | 'jurosMensalPercentual'
> & { slug?: string };

/**
 * The bulk variant for the demo and bench seeds: many rows in one insert, with the same derived columns as
 * createCharge, and the year's counter moved past the seeded numbers. No timeline entries (seeds write history).
 */
export async function createChargesBulk(db: Db, rows: ChargeSeed[]): Promise<Array<{ id: string; slug: string }>> {
  if (rows.length === 0) return [];
  const fees = await feesNow(db);
  const inserted = await db
    .insert(cobrancas)
    .values(
      rows.map((row) => ({
        ...fees,
        ...row,
        slug: row.slug ?? slugWithSuffix(row.titulo),
        busca: chargeSearchText(row),
      })),
    )
    .returning({ id: cobrancas.id, slug: cobrancas.slug });
  await advanceChargeNumbers(
    db,
    rows.map((row) => row.numeroCobranca),
  );
  return inserted;
}
