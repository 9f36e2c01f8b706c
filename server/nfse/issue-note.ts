import 'server-only';
import { eq } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { todayInSaoPaulo } from '@/lib/format';
import { fill } from '@/lib/messages';
import { buildDpsXml, DpsInputError, type DpsInput, type RegimeTributario } from '@/lib/nfse/dps';
import { inscricaoProblem, type Inscricao } from '@/lib/nfse/dps-id';
import { loadAgencyProfile } from '@/server/agency/profile';
import type { DomainEvent } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import {
  CADASTRO_ERROR,
  clientes,
  cobrancas,
  type Cliente,
  type NotaErro,
  type NotaFiscal,
} from '@/server/platform/db/schema';
import { enqueue } from '@/server/platform/jobs/queue';
import { nfseCredentials, type NfseCredentials } from './certificate';
import { issueOnce, type NfseCertificate, type NfseProvider } from './provider';
import { nfseProvider, nfseSettings } from './providers';
import { readFiscalProfile } from './queries';
import { signDps } from './sign-dps';
import type { FiscalProfileRow } from './write-fiscal-profile';
import { recordNoteIssued, recordNoteRejected, reserveNote } from './write-note';
import serverText from '@/messages';

/**
 * D233: the note issued by itself when a charge is paid. `charge.paid` queues the job `nfse.emitir` (its follow-up
 * in server/events/effects.ts calls `queueNoteIssue`), and the job runs `issueNoteForCharge`: one transaction
 * reserves the note and builds and signs the DPS, the Sefin is asked after the commit with no transaction open, and a
 * second transaction records the answer. Nothing here touches the charge or its payment: a note that fails stays a
 * note that failed (D236).
 */
export const ISSUE_JOB = 'nfse.emitir';

export { CADASTRO_ERROR };

const t = serverText.nfseProfile.issue;

/**
 * D237: whether the profile can issue at all. Saved once, and with a certificate, unless the provider is the offline
 * sandbox (no `NFSE_SEFIN_URL`): the sandbox checks no signature, so `npm run dev` issues there with no certificate
 * and the DPS goes unsigned (the schema's `Signature` is optional).
 */
export function profileCanIssue(profile: FiscalProfileRow | null): profile is FiscalProfileRow {
  if (!profile?.perfilSalvoEm) return false;
  return !!profile.certificadoCifrado || nfseSettings() === null;
}

/**
 * The follow-up of `charge.paid` (D233): queues the job when the profile says to issue on payment and can issue. The
 * key is the charge's, so a second `charge.paid` of the same charge queues nothing while the first job is kept, and
 * the job itself finds the note already there when it is not.
 */
export async function queueNoteIssue(db: Db, chargeId: string, reason: 'pagamento' | 'retry'): Promise<boolean> {
  const profile = await readFiscalProfile(db);
  if (!profileCanIssue(profile)) return false;
  if (reason === 'pagamento' && profile.emitirQuando !== 'pagamento') return false;
  const chave = reason === 'pagamento' ? `nfse:${chargeId}` : `nfse:${chargeId}:${now().toISOString()}`;
  // Retried by the queue with back-off when the Sefin is unavailable; ten attempts cover hours, not minutes.
  return (await enqueue(db, { tipo: ISSUE_JOB, chave, dados: { cobrancaId: chargeId }, maxTentativas: 10 })) > 0;
}

/** The Sefin (or the sandbox) could not be asked: the job fails so that the queue retries later (D213, D236). */
export class NfseUnavailableError extends Error {
  constructor(detail: string) {
    super(`NFS-e: o serviço não respondeu (${detail})`);
    this.name = 'NfseUnavailableError';
  }
}

/** The taker's CPF or CNPJ from the client's record (digits), or null when it is none of them. */
export function takerDocument(documento: string | null | undefined): Inscricao | null {
  const digits = (documento ?? '').replace(/\D/g, '');
  const inscricao: Inscricao | null =
    digits.length === 11
      ? { tipo: 'cpf', numero: digits }
      : digits.length === 14
        ? { tipo: 'cnpj', numero: digits }
        : null;
  return inscricao && !inscricaoProblem(inscricao) ? inscricao : null;
}

function regime(profile: FiscalProfileRow): RegimeTributario {
  if (profile.opSimpNac === '1') return { tipo: 'normal' };
  if (profile.opSimpNac === '2') return { tipo: 'mei' };
  const apuracao = Number(profile.regApTribSn ?? '1');
  return { tipo: 'simples-nacional', regApTribSN: apuracao === 2 || apuracao === 3 ? apuracao : 1 };
}

/** The profile's description template filled (D229's placeholders): the charge's description, client, month. */
function description(profile: FiscalProfileRow, charge: typeof cobrancas.$inferSelect, cliente: Cliente): string {
  const [year, month] = todayInSaoPaulo(charge.dataPagamento ?? now()).split('-');
  const text = fill(profile.descricaoModelo || '{descricao}', {
    descricao: charge.descricao.trim() || charge.titulo,
    cliente: cliente.nome,
    competencia: `${month}/${year}`,
  }).trim();
  return text || charge.titulo;
}

type Prepared = { note: NotaFiscal; xml: string; credentials: NfseCredentials | null };

/**
 * D234: the taker comes from the client's record: the CPF or CNPJ and the name are required (the DPS's `toma`), the
 * e-mail goes when there is one. The record keeps the address as one free text, which the DPS's structured `end`
 * (IBGE code, CEP, street, number, district) cannot be read from without guessing: it is left out, as the schema
 * allows for a taker identified by CPF/CNPJ.
 */
function takerProblem(cliente: Cliente | null): NotaErro | null {
  if (!cliente) return { codigo: CADASTRO_ERROR, descricao: t.semCliente };
  if (!takerDocument(cliente.documento))
    return { codigo: CADASTRO_ERROR, descricao: fill(t.semDocumento, { cliente: cliente.nome }) };
  return null;
}

async function prepare(db: Db, chargeId: string, events: DomainEvent[]): Promise<Prepared | null> {
  const profile = await readFiscalProfile(db);
  if (!profileCanIssue(profile)) return null;
  const [charge] = await db.select().from(cobrancas).where(eq(cobrancas.id, chargeId));
  // Only a paid charge has a note; one cancelled or reopened since the job was queued has none.
  if (!charge || charge.status !== 'pago') return null;
  const agency = await loadAgencyProfile(db);
  const cnpj = (agency.cnpj ?? '').replace(/\D/g, '');
  // The DPS's Id carries the provider's CNPJ: without it no number is taken, and the job fails where staff see it.
  if (!/^\d{14}$/.test(cnpj) || inscricaoProblem({ tipo: 'cnpj', numero: cnpj })) throw new Error(t.semCnpjAgencia);
  const competencia = todayInSaoPaulo(charge.dataPagamento ?? now());
  const reserved = await reserveNote(db, {
    cobrancaId: charge.id,
    clienteId: charge.clienteId,
    valor: charge.valorPago ?? charge.valor,
    competencia,
    cnpj,
  });
  if (!reserved) return null;
  events.push(...reserved.events);
  const note = reserved.row;
  // Issued, rejected (waiting for staff to fix and retry, D235): nothing more to do.
  if (note.status !== 'pendente') return null;

  const reject = async (erro: NotaErro) => {
    const written = await recordNoteRejected(db, note.id, [erro]);
    events.push(...(written?.events ?? []));
    return null;
  };
  const [cliente] = charge.clienteId ? await db.select().from(clientes).where(eq(clientes.id, charge.clienteId)) : [];
  const problem = takerProblem(cliente ?? null);
  if (problem || !cliente) return reject(problem!);

  const input: DpsInput = {
    ambiente: note.ambiente === '1' ? 1 : 2,
    dhEmi: now(),
    serie: note.serie,
    numero: note.numero,
    competencia: note.competencia,
    prestador: {
      cnpj,
      inscricaoMunicipal: profile.inscricaoMunicipal || undefined,
      regime: regime(profile),
      municipioIbge: profile.municipioIbge,
    },
    tomador: {
      documento: takerDocument(cliente.documento)!,
      nome: cliente.nome,
      email: cliente.email?.trim() || undefined,
    },
    servico: {
      cTribNac: profile.cTribNac,
      cTribMun: profile.cTribMun || undefined,
      descricao: description(profile, charge, cliente),
      municipioPrestacao: profile.municipioIbge,
    },
    valores: {
      servicoCentavos: note.valor,
      aliquotaIssPercent: profile.aliquotaIss > 0 ? profile.aliquotaIss / 100 : undefined,
      issRetido: false,
    },
  };
  let xml: string;
  try {
    xml = buildDpsXml(input);
  } catch (error) {
    if (!(error instanceof DpsInputError)) throw error;
    const campos = error.problems.map((p) => p.field).join(', ');
    return reject({
      codigo: CADASTRO_ERROR,
      descricao: fill(t.dadosInvalidos, { campos }),
      complemento: error.message,
    });
  }
  const credentials = profile.certificadoCifrado ? await nfseCredentials(db) : null;
  // D237: signed whenever there is a certificate; unsigned only for the sandbox, which profileCanIssue allowed.
  return { note, xml: credentials ? signDps(xml, credentials) : xml, credentials };
}

export type IssueDeps = {
  /** The provider for the certificate (default server/nfse/providers.ts); the tests give the stand-in Sefin's. */
  provider?: (certificate: NfseCertificate | null) => NfseProvider;
};

/**
 * The job `nfse.emitir` (D233). Idempotent: a second run for the same charge finds its note issued (or rejected)
 * and does nothing; a run after an unavailable answer rebuilds the same DPS (same série and number, so the same Id)
 * and `issueOnce` finds the note the first one may have made (D213). Answers the notes' events.
 */
export async function issueNoteForCharge(db: Db, chargeId: string, deps: IssueDeps = {}): Promise<DomainEvent[]> {
  const events: DomainEvent[] = [];
  const prepared = await db.transaction((tx) => prepare(tx as unknown as Db, chargeId, events));
  if (!prepared) return events;

  // After the commit, no transaction open (D146): the Sefin may take its whole time limit.
  const provider = (deps.provider ?? nfseProvider)(prepared.credentials);
  const result = await issueOnce(provider, prepared.xml, { dpsId: prepared.note.dpsId });
  if (result.status === 'unavailable') throw new NfseUnavailableError(`${result.reason}: ${result.detail}`);

  const written = await db.transaction((tx) =>
    result.status === 'issued'
      ? recordNoteIssued(tx as unknown as Db, prepared.note.id, {
          chaveAcesso: result.chaveAcesso,
          xml: result.nfseXml,
        })
      : recordNoteRejected(tx as unknown as Db, prepared.note.id, result.errors),
  );
  return [...events, ...(written?.events ?? [])];
}
