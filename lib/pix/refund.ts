import { z } from '@/lib/zod';
import { pixToCentavos } from './money';

/**
 * Refunds (devoluções) of a received Pix: `PUT /pix/{e2eid}/devolucao/{id}` with an id we choose (schema
 * `DevolucaoId`, 1–35 letters and digits), then `GET` of the same address until the status is final.
 */
export const REFUND_STATUSES = ['EM_PROCESSAMENTO', 'DEVOLVIDO', 'NAO_REALIZADO'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const isFinalRefundStatus = (status: string) => status === 'DEVOLVIDO' || status === 'NAO_REALIZADO';

/** The devolução id of a refund row: its UUID without hyphens (32 characters), the same on every retry. */
export function refundIdFor(rowId: string): string {
  const id = rowId.replace(/-/g, '');
  if (!/^[a-zA-Z0-9]{1,35}$/.test(id)) throw new TypeError(`Not a refund id: ${rowId}`);
  return id;
}

const ZDevolucao = z.object({
  id: z.string().regex(/^[a-zA-Z0-9]{1,35}$/),
  rtrId: z.string().regex(/^[a-zA-Z0-9]{32}$/),
  valor: z.string().regex(/^\d{1,10}\.\d{2}$/),
  status: z.enum(REFUND_STATUSES),
  motivo: z.string().optional().nullable(),
  horario: z
    .object({ solicitacao: z.string().optional().nullable(), liquidacao: z.string().optional().nullable() })
    .optional()
    .nullable(),
});

export type PixRefund = {
  id: string;
  rtrId: string;
  valor: number;
  status: RefundStatus;
  motivo: string | null;
  solicitadaEm: Date | null;
  liquidadaEm: Date | null;
};

const date = (value: string | null | undefined) => (value && !Number.isNaN(Date.parse(value)) ? new Date(value) : null);

/** A `Devolucao` answer read into centavos and dates; null when it does not fit the schema. */
export function parseRefund(json: unknown): PixRefund | null {
  const parsed = ZDevolucao.safeParse(json);
  if (!parsed.success) return null;
  const d = parsed.data;
  return {
    id: d.id,
    rtrId: d.rtrId,
    valor: pixToCentavos(d.valor) ?? 0,
    status: d.status,
    motivo: d.motivo ?? null,
    solicitadaEm: date(d.horario?.solicitacao),
    liquidadaEm: date(d.horario?.liquidacao),
  };
}
