import 'server-only';
import { PROPOSTAS_SECTION, ZPropostas, type ProposalWording } from '@/lib/settings/propostas';
import type { Written } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { readSettings, writeSettings } from '@/server/settings/store';

/** The agency's proposal wording (D107), as stored now: the documents' texts until it is saved. */
export function loadProposalWording(db: Db): Promise<ProposalWording> {
  return readSettings(db, PROPOSTAS_SECTION, ZPropostas);
}

/** The one writer of the settings section `propostas`: its event revalidates every public proposal (effects.ts). */
export async function saveProposalWording(
  db: Db,
  wording: ProposalWording,
  userId: string | null,
): Promise<Written<ProposalWording>> {
  return writeSettings(db, PROPOSTAS_SECTION, ZPropostas, wording, userId);
}
