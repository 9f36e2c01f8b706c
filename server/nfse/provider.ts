import 'server-only';
import type { Inscricao } from '@/lib/nfse/dps-id';

/**
 * The NFS-e provider (D210): whoever turns a signed DPS into an authorised NFS-e, behind one interface, like the Pix
 * provider (D20). Two are built: the Sefin Nacional's API over mutual TLS (sefin-provider.ts) and an offline sandbox
 * (sandbox-provider.ts, the default with no Sefin configured). A municipality that receives the national DPS at an
 * address of its own is the Sefin provider with another base URL (`NFSE_SEFIN_URL`); an aggregator (São Paulo
 * capital keeps its own system) would be a third implementation of this same interface, not built now (D210).
 *
 * Nothing here throws for what the service answers: every call resolves to what happened, so the caller (the issue's
 * writer, a job) decides what to keep and whether to try again (`issueOnce`, D213).
 */

/** The company's A1 certificate, read by its caller (the fiscal profile); the provider never reads a file. */
export type NfseCertificate = {
  /** The PKCS#12 file, for the mutual TLS handshake. */
  pfx: Buffer;
  passphrase: string;
  /** The key and the certificate as PEM, for signing the cancellation event (D204). */
  keyPem: string;
  certPem: string;
};

/** One error of the Sefin's list (E-codes), whatever capitals and wrapper the answer used (D214). */
export type SefinError = { codigo: string; descricao: string; complemento?: string };

/** The service could not be asked, or did not answer: nothing is known about the DPS's fate. */
export type Unavailable = {
  status: 'unavailable';
  /** timeout: no answer within the limit; server: a 5xx; network: the connection failed or broke; bad-answer: an answer the product cannot read (too large, not JSON, no key). */
  reason: 'timeout' | 'server' | 'network' | 'bad-answer';
  /** What happened, in English, for the log. */
  detail: string;
  httpStatus?: number;
};

export type Rejected = { status: 'rejected'; httpStatus: number; errors: SefinError[] };

export type Issued = {
  status: 'issued';
  /** 50 digits. */
  chaveAcesso: string;
  /** The authorised NFS-e, decoded from `nfseXmlGZipB64`. */
  nfseXml: string;
  /** True when the note was found by its DPS (`findByDps`) rather than answered to the POST that made it. */
  recovered?: boolean;
};

export type IssueResult = Issued | Rejected | Unavailable;

export type FindResult =
  { status: 'found'; chaveAcesso: string; nfseXml: string } | { status: 'not-found' } | Unavailable;

export type CancelEvent = {
  ambiente: 1 | 2;
  /** The provider that issued the note. */
  autor: Inscricao;
  motivo: 1 | 2 | 9;
  justificativa: string;
  /** Defaults to now. */
  at?: Date;
};

export type CancelResult = { status: 'cancelled'; eventoXml: string } | Rejected | Unavailable;

export type NfseProvider = {
  name: 'sefin' | 'sandbox';
  /** POST /nfse with the signed DPS. */
  issue(signedDpsXml: string, options: { dpsId: string }): Promise<IssueResult>;
  /** GET /dps/{id}: whether the DPS already became a note, and that note. */
  findByDps(dpsId: string): Promise<FindResult>;
  /** The event 101101, signed with the provider's certificate, posted to /nfse/{chave}/eventos. */
  cancel(chaveAcesso: string, event: CancelEvent): Promise<CancelResult>;
};

/**
 * The Id of the signed DPS must be the one the caller names: `issueOnce` looks the note up by that Id, so a mismatch
 * would look for another DPS. A caller's bug, thrown.
 */
export function assertDpsId(signedDpsXml: string, dpsId: string): void {
  const id = /<(?:\w+:)?infDPS\b[^>]*\sId="([^"]*)"/.exec(signedDpsXml)?.[1];
  if (id !== dpsId) throw new TypeError(`The DPS's Id is ${id ?? 'missing'}, not ${dpsId}`);
}

/** The "this DPS was already accepted" error (D213): the note exists, and is found by the DPS's Id. */
export const DUPLICATE_DPS = 'E0014';

/**
 * Issues a DPS at most once (D213). Before sending again after a timeout, a 5xx or a dropped answer, it asks the
 * service whether the DPS already became a note (`findByDps`): if so, that is the note. When even that question
 * cannot be answered it stops, unavailable, rather than send blind; the caller retries later with the same signed
 * DPS (the Id is the series and number, so a later call is still the same DPS). A rejection for a DPS already
 * accepted (E0014) is answered by the note found in the same way.
 */
export async function issueOnce(
  provider: NfseProvider,
  signedDpsXml: string,
  options: { dpsId: string; attempts?: number },
): Promise<IssueResult> {
  const attempts = Math.max(1, options.attempts ?? 3);
  let last: IssueResult | null = null;
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (last?.status === 'unavailable') {
      const found = await provider.findByDps(options.dpsId);
      if (found.status === 'found') return { ...found, status: 'issued', recovered: true };
      if (found.status === 'unavailable') return found;
    }
    last = await provider.issue(signedDpsXml, { dpsId: options.dpsId });
    if (last.status === 'rejected' && last.errors.some((error) => error.codigo === DUPLICATE_DPS)) {
      const found = await provider.findByDps(options.dpsId);
      if (found.status === 'found') return { ...found, status: 'issued', recovered: true };
      return last;
    }
    if (last.status !== 'unavailable') return last;
  }
  return last!;
}
