import 'server-only';
import { randomInt } from 'node:crypto';
import { chaveAcesso, isChaveAcesso } from '@/lib/nfse/chave';
import { buildCancelamentoXml } from '@/lib/nfse/evento';
import { saoPauloDateTime } from '@/lib/nfse/dps';
import { nfseFromDps, readDps } from './nfse-xml';
import { type NfseProvider, type SefinError, assertDpsId } from './provider';
import { validateDps } from './xsd';

/**
 * The offline NFS-e provider (D211): the default when no Sefin is configured, so `npm run dev` shows the whole flow
 * without a certificate or the internet. It checks the DPS against the official schema (validateDps), answers a
 * well-formed made-up key and an NFS-e built from the DPS whose texts say "SEM VALIDADE JURÍDICA", and keeps what it
 * issued and cancelled in this process's memory (forgotten on restart: the product's own records are the issue's
 * rows, not the sandbox's). It never makes a document that reads as a production note: a DPS of `tpAmb` 1
 * (production) is refused, so a fiscal profile switched to production without a Sefin fails loudly instead of
 * "issuing" in the sandbox.
 */
export const SANDBOX_NOTICE = 'SEM VALIDADE JURÍDICA';
const NOTICE_TEXT = `NFS-e de teste do ambiente sandbox, nao enviada a Sefin Nacional - ${SANDBOX_NOTICE}`;

type Kept = { dpsId: string; chaveAcesso: string; nfseXml: string; cancelled: boolean };
// Under `__agency…`, which the integration set-up drops at each file's end (tests/unit/process-state.test.ts).
const store = globalThis as unknown as {
  __agencyNfseSandbox?: { byDps: Map<string, Kept>; byChave: Map<string, Kept> };
};
const state = () => (store.__agencyNfseSandbox ??= { byDps: new Map(), byChave: new Map() });

/** Tests only: forget what the sandbox issued. */
export function resetNfseSandbox(): void {
  store.__agencyNfseSandbox = undefined;
}

const refuse = (errors: SefinError[]) => ({ status: 'rejected' as const, httpStatus: 400, errors });

export const sandboxNfseProvider: NfseProvider = {
  name: 'sandbox',

  async issue(signedDpsXml, { dpsId }) {
    assertDpsId(signedDpsXml, dpsId);
    const checked = await validateDps(signedDpsXml);
    if (!checked.ok)
      return refuse([
        { codigo: 'E1226', descricao: 'DPS fora do schema.', complemento: checked.errors.slice(0, 5).join('; ') },
      ]);
    const read = readDps(signedDpsXml);
    if (!read) return refuse([{ codigo: 'E1226', descricao: 'A DPS não pôde ser lida.' }]);
    if (read.fields.tpAmb !== '2')
      return refuse([
        { codigo: 'SANDBOX', descricao: 'O ambiente de teste só aceita DPS de produção restrita (tpAmb 2).' },
      ]);
    const { byDps, byChave } = state();
    const kept = byDps.get(dpsId);
    if (kept) return refuse([{ codigo: 'E0014', descricao: 'DPS já recebida: a NFS-e dela já existe.' }]);
    const now = new Date();
    const numero = byDps.size + 1;
    const chave = chaveAcesso({
      municipioIbge: read.fields.cLocEmi,
      ambienteGerador: 2,
      inscricao: read.fields.prestador,
      numeroNfse: numero,
      anoMes: saoPauloDateTime(now).slice(0, 7),
      codigoNumerico: String(randomInt(0, 1e9)).padStart(9, '0'),
    });
    const nfseXml = nfseFromDps(signedDpsXml, {
      chaveAcesso: chave,
      numero,
      dhProc: now,
      ambienteGerador: 2,
      nomeEmitente: `Prestador de teste - ${SANDBOX_NOTICE}`,
      outrasInformacoes: NOTICE_TEXT,
    });
    const note: Kept = { dpsId, chaveAcesso: chave, nfseXml, cancelled: false };
    byDps.set(dpsId, note);
    byChave.set(chave, note);
    return { status: 'issued', chaveAcesso: chave, nfseXml };
  },

  async findByDps(dpsId) {
    const kept = state().byDps.get(dpsId);
    return kept ? { status: 'found', chaveAcesso: kept.chaveAcesso, nfseXml: kept.nfseXml } : { status: 'not-found' };
  },

  async cancel(chave, event) {
    const kept = isChaveAcesso(chave) ? state().byChave.get(chave) : undefined;
    if (!kept) return refuse([{ codigo: 'SANDBOX', descricao: 'NFS-e não encontrada no ambiente de teste.' }]);
    if (kept.cancelled) return refuse([{ codigo: 'SANDBOX', descricao: 'Esta NFS-e já foi cancelada.' }]);
    // Built (and so checked) as the Sefin provider builds it; not signed: the sandbox holds no certificate.
    const eventoXml = buildCancelamentoXml({
      ambiente: event.ambiente,
      dhEvento: event.at ?? new Date(),
      autor: event.autor,
      chaveAcesso: chave,
      motivo: event.motivo,
      justificativa: event.justificativa,
    });
    kept.cancelled = true;
    return { status: 'cancelled', eventoXml };
  },
};
