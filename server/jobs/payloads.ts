import 'server-only';
import { z } from 'zod';
import { PROPOSAL_FOLLOW_UPS } from '@/lib/automation/follow-ups';
import type { DomainEvent } from '@/server/events/types';

/**
 * What each job kind carries in `jobs.dados`, as zod schemas (D152): a handler reads its payload through
 * `payloadOf`, so a malformed row fails its job with the field's name (and lands among the failed jobs after its
 * retries) instead of running with `"undefined"` as an id. Numbers are coerced: older rows may hold them as text.
 */
const id = z.string().min(1);
export const PAYLOADS = {
  'evento.efeito': z.object({
    efeito: z.string().min(1),
    evento: z.custom<DomainEvent>((value) => typeof value === 'object' && value !== null && 'type' in value),
  }),
  'cobranca.lembrete': z.object({ cobrancaId: id, etapa: z.coerce.number(), dia: z.string() }),
  'cobranca.vencer': z.object({ cobrancaId: id }),
  'cobranca.recorrente': z.object({ serieId: id, numero: z.coerce.number().int() }),
  'assinatura.lembrete': z.object({ documentoId: id, numero: z.coerce.number().int() }),
  'assinatura.aviso': z.object({ documentoId: id }),
  'assinatura.expirar': z.object({ documentoId: id }),
  'proposta.acompanhamento': z.object({ propostaId: id, tipo: z.enum(PROPOSAL_FOLLOW_UPS) }),
  'whatsapp.enviar': z.object({ mensagemId: id }),
  // D233: the NFS-e of a paid charge (server/nfse/issue-note.ts).
  'nfse.emitir': z.object({ cobrancaId: id }),
  // D242: the cancellation of a refunded charge's note (server/nfse/cancel-note.ts).
  'nfse.cancelar': z.object({ notaId: id }),
} as const;
export type JobPayload<K extends keyof typeof PAYLOADS> = z.infer<(typeof PAYLOADS)[K]>;

export function payloadOf<K extends keyof typeof PAYLOADS>(kind: K, dados: unknown): JobPayload<K> {
  const parsed = PAYLOADS[kind].safeParse(dados);
  if (parsed.success) return parsed.data as JobPayload<K>;
  const wrong = parsed.error.issues.map((issue) => issue.path.join('.') || '(dados)').join(', ');
  throw new Error(`dados inválidos para ${kind}: ${wrong}`);
}
