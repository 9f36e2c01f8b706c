'use server';

import { and, desc, eq, sql } from 'drizzle-orm';
import { headers } from 'next/headers';
import { z } from 'zod';
import { getAgency } from '@/server/agency/profile';
import { now as clockNow } from '@/lib/clock';
import { fill, m } from '@/lib/messages';
import { clientSignerOf } from '@/lib/signatures/client-signer';
import { isTurnOf } from '@/lib/signatures/signers';
import { hashToken } from '@/lib/signatures/token';
import { ZErasureRequest, ZPortalDocumentId, ZPortalEmail, ZPortalToken } from '@/lib/validation/portal';
import { ActionError, clientAction, publicAction } from '@/server/action';
import type { Db } from '@/server/platform/db/client';
import { clientes, signatureDocuments, solicitacoesLgpd } from '@/server/platform/db/schema';
import { queueMail } from '@/server/platform/mail/outbox';
import { secretLink } from '@/lib/mail/secret-slots';
import { hit } from '@/server/platform/rate-limit';
import { currentSignerLink } from '@/server/signatures/send/invite-signers';
import { lockDocument, signersOf } from '@/server/signatures/signer-rows';
import { linkedByName } from '@/server/clients/name-links';
import { signableFromPortal } from '@/lib/clients/name-links';
import { pendingErasure } from './queries';
import { endPortalSession, startPortalSession } from './session';
import { issuePortalToken, consumePortalToken, portalEntryLink } from './tokens';
import { greetingName } from '@/lib/clients/greeting';

const t = m.portal;
const minute = 60_000;

/**
 * "Receber link de acesso" on /portal (D75). The same answer whether or not the e-mail belongs to a
 * client, so the form tells nobody who is a client. Limited per address (the wrapper) and per e-mail (here,
 * keyed by the e-mail's hash so the limits table holds no address).
 */
export const requestPortalLink = publicAction(
  // No wrapper transaction: the per-e-mail count goes through the rate limiter's own handle (PGlite would wait
  // for ever on a second handle inside a transaction); the token and its e-mail get one of their own below.
  {
    name: 'requestPortalLink',
    schema: ZPortalEmail,
    errorMessage: t.signIn.error,
    transaction: false,
    rateLimit: { limit: 5, windowMs: 10 * minute },
    idempotent: true,
  },
  async ({ email }, { db, emit }) => {
    if ((await hit(`portal-email:${hashToken(email)}`, 15 * minute)) > 3) return { sent: true };
    const [client] = await db
      .select({ id: clientes.id, nome: clientes.nome, assinanteNome: clientes.assinanteNome })
      .from(clientes)
      .where(sql`lower(${clientes.email}) = ${email}`)
      .orderBy(desc(clientes.createdAt))
      .limit(1);
    if (!client) return { sent: true };
    await db.transaction(async (tx) => {
      const { token } = await issuePortalToken(tx as unknown as Db, client.id, 'email');
      const agency = await getAgency();
      // Queued with the token (D146): the request never waits for the mail server, and the link is sealed until
      // the worker sends it.
      const link = secretLink('link', portalEntryLink(token));
      const queued = await queueMail(tx as unknown as Db, {
        to: email,
        subject: fill(t.signIn.mailSubject, { agency: agency.name }),
        text: fill(t.signIn.mailText, { nome: greetingName(client), agency: agency.name, link: link.slot }),
        secrets: { link: link.value },
        assunto: { tipo: 'client', id: client.id },
        tipo: 'portal-link',
        urgent: true,
      });
      emit(queued.events);
    });
    return { sent: true };
  },
);

/** "Entrar no portal" on /portal/entrar: the link is spent (an e-mail link) and a portal session starts. */
export const enterPortal = publicAction(
  {
    name: 'enterPortal',
    schema: ZPortalToken,
    errorMessage: t.enter.error,
    rateLimit: { limit: 20, windowMs: 10 * minute },
  },
  async ({ token }, { db, ip }) => {
    const clienteId = await consumePortalToken(db, token);
    if (!clienteId) throw new ActionError(t.enter.invalid);
    const userAgent = (await headers()).get('user-agent') ?? '-';
    await startPortalSession(db, clienteId, ip, userAgent);
    return { ok: true };
  },
);

/** "Sair" in the portal. */
export const signOutPortal = clientAction(
  { name: 'signOutPortal', schema: z.object({}).optional(), errorMessage: t.sessionExpired },
  async (_input, { db }) => {
    await endPortalSession(db);
    return { ok: true };
  },
);

/**
 * "Assinar" on a document in the portal (D155): the client's own signer link, the one their invitation carried
 * (their row, their fields, their code), and only when it is their turn. Nothing here signs or unlocks anything a
 * link does not: the client signs on the usual /assinar/{token} page, with the usual code and evidence.
 */
export const openDocumentForSigning = clientAction(
  { name: 'openDocumentForSigning', schema: ZPortalDocumentId, errorMessage: t.document.signError },
  async ({ id }, { db, client, ip }) => {
    const at = clockNow();
    const [doc] = await db
      .select({ id: signatureDocuments.id })
      .from(signatureDocuments)
      .where(and(eq(signatureDocuments.id, id), eq(signatureDocuments.clienteId, client.clienteId)));
    const locked = doc ? await lockDocument(db, doc.id) : null;
    if (!locked || locked.status !== 'sent' || !locked.tokenExpiresAt || locked.tokenExpiresAt <= at)
      throw new ActionError(t.notFound);
    // Linked by name by the old migration and sent to another address: not this client's to sign until reviewed.
    const [owner] = await db
      .select({
        email: clientes.email,
        telefone: clientes.telefone,
        assinanteEmail: clientes.assinanteEmail,
        assinanteCelular: clientes.assinanteCelular,
      })
      .from(clientes)
      .where(eq(clientes.id, client.clienteId));
    const linked = await linkedByName(db, 'signature', locked.id);
    if (!signableFromPortal({ ...locked, linkedByName: linked, clientEmail: owner?.email ?? null }))
      throw new ActionError(t.document.reviewPending);
    const signers = await signersOf(db, locked.id);
    const signer = clientSignerOf(signers, owner ?? null);
    if (!signer) throw new ActionError(t.notFound);
    if (!isTurnOf(signers, signer.id, locked.signingMode) || (signer.tokenExpiresAt && signer.tokenExpiresAt <= at))
      throw new ActionError(m.signatures.signers.notYourTurn);
    const userAgent = (await headers()).get('user-agent') ?? '-';
    const { link } = await currentSignerLink(db, signer, 'portal', { actor: 'recipient', ip, userAgent }, at);
    return { path: new URL(link).pathname };
  },
);

/** "Pedir eliminação dos meus dados" (LGPD art. 18, VI): one pending request per client; staff carry it out. */
export const requestErasure = clientAction(
  {
    name: 'requestErasure',
    schema: ZErasureRequest,
    idempotent: true,
    errorMessage: t.lgpd.eraseError,
  },
  async (_input, { db, client, emit }) => {
    const pending = await pendingErasure(db, client.clienteId);
    if (pending) return { id: pending.id };
    const changed = (requestId: string) => emit([{ type: 'lgpdRequest.changed', requestId }]);
    // Two tabs at once: the index lets one insert; the other finds it.
    const [row] = await db
      .insert(solicitacoesLgpd)
      .values({ clienteId: client.clienteId, tipo: 'eliminacao', clienteNome: client.nome, createdAt: clockNow() })
      .onConflictDoNothing()
      .returning({ id: solicitacoesLgpd.id });
    if (row) {
      changed(row.id);
      return { id: row.id };
    }
    const winner = await pendingErasure(db, client.clienteId);
    if (!winner) throw new ActionError(t.lgpd.eraseError);
    changed(winner.id);
    return { id: winner.id };
  },
);
