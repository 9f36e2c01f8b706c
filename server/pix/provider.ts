import 'server-only';
import type { CobvRequest } from '@/lib/pix/cobv';
import type { ReceivedPix } from '@/lib/pix/received';
import type { PixRefund } from '@/lib/pix/refund';

/**
 * The Pix provider behind one interface (D20), chosen by configuration (providers.ts):
 * - `static`: no PSP; the charge shows the agency key's BR Code (lib/pix.ts) and staff confirm payments;
 * - `api`: any PSP implementing the Banco Central's API Pix (api-provider.ts);
 * - `sandbox`: the same operations against an in-process PSP kept in the database (sandbox-provider.ts).
 * Every operation of a PSP throws PixApiError (errors.ts) with a message for staff when it fails.
 */
export type CobvStatus = 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP';

/** A cobv as the PSP answers it (CobVGerada / CobVCompleta), with what the app shows and keeps. */
export type CobvState = {
  txid: string;
  revisao: number;
  status: CobvStatus;
  /** The dynamic BR Code ("copia e cola") to show with its QR code. */
  pixCopiaECola: string | null;
  location: string | null;
  /** The Pix that paid it, when the PSP lists them (GET). */
  pix: ReceivedPix[];
  raw: unknown;
};

export type FetchedPix = { pix: ReceivedPix; raw: unknown };

export type CobvRevision = Partial<CobvRequest> | { status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR' };

export type DynamicPixProvider = {
  kind: 'api' | 'sandbox';
  /** PUT /cobv/{txid}: creates the cobv, or changes it while it is ATIVA (the same txid never makes two). */
  putCobv(txid: string, body: CobvRequest): Promise<CobvState>;
  /** PATCH /cobv/{txid}: revises it, or removes it with { status: REMOVIDA_PELO_USUARIO_RECEBEDOR }. */
  patchCobv(txid: string, body: CobvRevision): Promise<CobvState>;
  /** GET /cobv/{txid}; null when the PSP does not know it. */
  getCobv(txid: string): Promise<CobvState | null>;
  /** PUT /webhook/{chave}: the PSP will POST {webhookUrl}/pix with { pix: [...] }. */
  registerWebhook(chave: string, webhookUrl: string): Promise<void>;
  /** GET /pix/{e2eid}: the PSP's word on a Pix; null when it does not know it (a forged notification). */
  getPix(e2eid: string): Promise<FetchedPix | null>;
  /** GET /pix?inicio&fim, every page. */
  listPix(inicio: Date, fim: Date): Promise<FetchedPix[]>;
  /** PUT /pix/{e2eid}/devolucao/{id}. */
  requestRefund(e2eid: string, id: string, valor: number, descricao?: string): Promise<PixRefund>;
  /** GET /pix/{e2eid}/devolucao/{id}; null when the PSP does not know it. */
  getRefund(e2eid: string, id: string): Promise<PixRefund | null>;
};

export type StaticPixProvider = { kind: 'static' };

export type PixProvider = StaticPixProvider | DynamicPixProvider;
