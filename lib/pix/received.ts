import { z } from '@/lib/zod';
import { pixToCentavos } from './money';

/**
 * A received Pix as the PSP describes it (`GET /pix/{e2eid}`, an item of `GET /pix` or of a webhook's
 * `{ pix: [...] }`: schema `Pix`), read into what the app keeps: amounts in centavos (D5), the time as a Date, the
 * payer when the PSP says who it is, and the parts of the amount (original, fine, interest, discount, abatimento)
 * that a cobv payment carries. Anything that does not fit the schema is refused (null): a notification is only
 * a hint, and a reply we cannot read is never taken as a payment.
 */
const ZMoney = z.string().regex(/^\d{1,10}\.\d{2}$/);
const ZPart = z.object({ valor: ZMoney }).optional();

/**
 * Who paid: not in the 2.9.0 schema, but most PSPs add it (an addition the spec calls compatible): as `pagador`
 * (Banco do Brasil, Sicoob, Inter) or inside `gnExtras` (Efí).
 */
const ZPagador = z
  .object({ nome: z.string().optional().nullable(), cpf: z.string().optional(), cnpj: z.string().optional() })
  .optional()
  .nullable()
  .catch(null);

const ZPixJson = z.object({
  endToEndId: z.string().regex(/^[a-zA-Z0-9]{32}$/),
  txid: z
    .string()
    .regex(/^[a-zA-Z0-9]{1,35}$/)
    .optional()
    .nullable(),
  valor: ZMoney,
  horario: z.string().refine((value) => !Number.isNaN(Date.parse(value))),
  chave: z.string().max(77).optional().nullable(),
  infoPagador: z.string().optional().nullable(),
  pagador: ZPagador,
  gnExtras: z.object({ pagador: ZPagador }).optional().nullable(),
  componentesValor: z
    .object({ original: ZPart, multa: ZPart, juros: ZPart, desconto: ZPart, abatimento: ZPart })
    .optional()
    .nullable(),
});

export type ComponentesValor = {
  original: number | null;
  multa: number | null;
  juros: number | null;
  desconto: number | null;
  abatimento: number | null;
};

export type ReceivedPix = {
  endToEndId: string;
  txid: string | null;
  valor: number;
  horario: Date;
  chave: string | null;
  infoPagador: string | null;
  pagador: { nome: string | null; documento: string | null } | null;
  componentesValor: ComponentesValor | null;
};

const part = (value: { valor: string } | undefined) => (value ? pixToCentavos(value.valor) : null);

export function parseReceivedPix(json: unknown): ReceivedPix | null {
  const parsed = ZPixJson.safeParse(json);
  if (!parsed.success) return null;
  const pix = parsed.data;
  const c = pix.componentesValor;
  const who = pix.pagador ?? pix.gnExtras?.pagador;
  const pagador = who ? { nome: who.nome?.trim() || null, documento: who.cpf || who.cnpj || null } : null;
  return {
    endToEndId: pix.endToEndId,
    txid: pix.txid || null,
    valor: pixToCentavos(pix.valor) ?? 0,
    horario: new Date(pix.horario),
    chave: pix.chave ?? null,
    infoPagador: pix.infoPagador ?? null,
    pagador,
    componentesValor: c
      ? {
          original: part(c.original),
          multa: part(c.multa),
          juros: part(c.juros),
          desconto: part(c.desconto),
          abatimento: part(c.abatimento),
        }
      : null,
  };
}

/** The Pix of a webhook body (`{ pix: [...] }`): each item's end-to-end id and txid, unreadable ones left out. */
export function notifiedPixOf(body: unknown): Array<{ endToEndId: string; txid: string | null }> {
  const items = (body as { pix?: unknown })?.pix;
  if (!Array.isArray(items)) return [];
  const seen = new Map<string, string | null>();
  for (const item of items) {
    const { endToEndId, txid } = (item ?? {}) as { endToEndId?: unknown; txid?: unknown };
    if (typeof endToEndId !== 'string' || !/^[a-zA-Z0-9]{32}$/.test(endToEndId) || seen.has(endToEndId)) continue;
    seen.set(endToEndId, typeof txid === 'string' && /^[a-zA-Z0-9]{26,35}$/.test(txid) ? txid : null);
  }
  return [...seen].map(([endToEndId, txid]) => ({ endToEndId, txid }));
}

/** The end-to-end ids a webhook body names, once each. */
export function endToEndIdsOfNotification(body: unknown): string[] {
  return notifiedPixOf(body).map((item) => item.endToEndId);
}
