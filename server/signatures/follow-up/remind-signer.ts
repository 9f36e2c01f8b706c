import 'server-only';
import { m } from '@/lib/messages';
import { isTurnOf } from '@/lib/signatures/signers';
import type { Actor } from '@/lib/timeline/kinds';
import { getAgency } from '@/server/agency/profile';
import type { Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { recordEvent as recordTimeline } from '@/server/timeline/record';
import { auditActor, recordEvent } from '../audit';
import { currentSignerLink, messageSigner } from '../send/invite-signers';
import { lockSigner, signersOf } from '../signer-rows';

const t = m.signatures.signers;

export type RemindKind = 'convite' | 'lembrete';

/**
 * "Reenviar convite" / "Enviar lembrete" for one pending signer from the envelope (D166), beside "Cancelar
 * signatário": only a signer whose turn it is and who has not signed. The reminder carries the link they already have
 * (derived from their invitation, signing-token.ts); the new invitation reissues it — a new link and expiry, the old
 * one dead, the code's lock and the day's tries cleared (D165) — which is how staff open a locked link. Either goes
 * by the signer's channel (WhatsApp for the client who consented) and leaves after the commit (D146).
 */
export async function remindSigner(
  db: Db,
  actor: Actor,
  input: { signerId: string; kind: RemindKind },
  now: Date = new Date(),
): Promise<Written<{ id: string; channel: 'email' | 'whatsapp' }>> {
  const locked = await lockSigner(db, input.signerId);
  if (!locked) throw new ActionError(t.notFound);
  const { doc, signer } = locked;
  if (signer.status === 'signed') throw new ActionError(t.alreadySigned);
  if (doc.status !== 'sent' || signer.status !== 'invited' || !signer.invitedAt)
    throw new ActionError(m.signatures.transition);
  if (!isTurnOf(await signersOf(db, doc.id), signer.id, doc.signingMode)) throw new ActionError(t.notTheirTurn);

  // The link's one writer (D156), as the portal and the reminders use it: a reminder of an expired link, or of one
  // whose hash no longer derives (a changed secret), renews it too.
  const renew = input.kind === 'convite' ? 'always' : 'when-stale';
  const { token, signer: row, renewed } = await currentSignerLink(db, signer, 'equipe', auditActor(actor), now, renew);
  const kind: RemindKind = renewed ? 'convite' : 'lembrete';
  const agency = (await getAgency()).name;
  const sent = await messageSigner(db, doc, row, { token, expiresAt: row.tokenExpiresAt!, kind, agency, now });
  await recordEvent(
    db,
    doc.id,
    'signer_reminded',
    auditActor(actor),
    { signerId: signer.id, kind, channel: sent.channel },
    now,
  );
  await recordTimeline(db, {
    clienteId: doc.clienteId,
    tipo: 'signature.reminded',
    assunto: { tipo: 'signature', id: doc.id },
    ator: actor,
    dados: { tipo: `assinatura-${kind}`, numero: null, para: sent.to, signatario: signer.name },
    visivelCliente: true,
    em: now,
  });
  return { row: { id: doc.id, channel: sent.channel }, events: sent.events };
}
