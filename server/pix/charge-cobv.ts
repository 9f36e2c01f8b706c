import 'server-only';
import { eq } from 'drizzle-orm';
import { cobvRequest, type CobvCharge, type CobvRefusal, type CobvRequest, validadeFromRegua } from '@/lib/pix/cobv';
import { m } from '@/lib/messages';
import { COBRANCA_SECTION, ZCobrancaSettings } from '@/lib/settings/cobranca';
import type { Db } from '@/server/platform/db/client';
import { clientes } from '@/server/platform/db/schema';
import { getAgency } from '@/server/agency/profile';
import { readSettings } from '@/server/settings/store';
import type { CobvState } from './provider';

/**
 * What a charge's cobv is made of (D20, D99): the debtor from the client record, the fine and interest of the
 * charge, `validadeAposVencimento` from the régua (never shorter than its last reminder), the agency profile's key
 * (D171: the one key, for every provider, the sandbox too). Reads only; the PSP call and the write are the caller's, never inside one transaction.
 */
export type ChargeForCobv = Omit<CobvCharge, 'desconto'> & { clienteId: string | null };

export type CobvPlan = { ok: true; txid: string; body: CobvRequest } | { ok: false; reason: CobvRefusal };

export async function validadeAposVencimento(db: Db): Promise<number> {
  const settings = await readSettings(db, COBRANCA_SECTION, ZCobrancaSettings);
  return validadeFromRegua(settings.etapas);
}

/** The fine and monthly interest a new charge takes from the settings (the same read as createCharge's). */
export async function feesOfSettings(db: Db) {
  const { multaPercentual, jurosMensalPercentual } = await readSettings(db, COBRANCA_SECTION, ZCobrancaSettings);
  return { multaPercentual, jurosMensalPercentual };
}

export async function planCobv(db: Db, charge: ChargeForCobv, generation = 0): Promise<CobvPlan> {
  const [client] = charge.clienteId
    ? await db
        .select({ nome: clientes.nome, documento: clientes.documento })
        .from(clientes)
        .where(eq(clientes.id, charge.clienteId))
    : [];
  if (!client) return { ok: false, reason: 'documento' };
  return cobvRequest({
    charge,
    client,
    chave: (await getAgency()).pix.key,
    validadeAposVencimento: await validadeAposVencimento(db),
    txidGeneration: generation,
  });
}

/** Why a charge has no cobv, as staff read it on the charge. */
export function refusalText(reason: CobvRefusal): string {
  return m.pix.refusal[reason];
}

/** The charge's columns for a cobv the PSP answered (schema/charges.ts). */
export function cobvColumns(state: CobvState) {
  return {
    pixTxid: state.txid,
    pixCopiaECola: state.pixCopiaECola,
    pixLocation: state.location,
    pixRevisao: state.revisao,
    pixStatus: state.status,
    pixErro: null,
  };
}
