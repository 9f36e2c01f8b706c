import type { ChargeEvent } from '@/server/events/types';

/** The ids a charge's events carry (server/events/types.ts), from the row a writer wrote. */
export function chargeRef(row: {
  id: string;
  slug: string;
  clienteId: string | null;
  contratoId: string | null;
}): ChargeEvent {
  return { chargeId: row.id, slug: row.slug, clienteId: row.clienteId, contractId: row.contratoId };
}
