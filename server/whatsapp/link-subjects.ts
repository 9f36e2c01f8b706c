import 'server-only';
import { eq } from 'drizzle-orm';
import { getAgency } from '@/server/agency/profile';
import { formatDate } from '@/lib/format';
import { m } from '@/lib/messages';
import type { Values } from '@/lib/whatsapp/render';
import type { LinkKind } from '@/lib/whatsapp/steps';
import { chargeMailValues, loadCharge } from '@/server/automation/charge-mail-values';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { clientes, contratos, propostas, signatureDocuments } from '@/server/platform/db/schema';
import { env } from '@/server/platform/env';
import { issuePortalToken, portalEntryLink } from '@/server/portal/tokens';
import { clientSignerLink } from '@/server/signatures/signer-channel';
import { greetingName } from '@/lib/clients/greeting';

/**
 * What "Enviar por WhatsApp" needs about the document it sends (D22): its client (for the mobile and the
 * timeline), the document the send is recorded on, and the same values its e-mail fills.
 */
export type LinkSubject = {
  clienteId: string | null;
  telefone: string | null;
  assunto: { tipo: string; id: string } | null;
  values: Values;
};

const r = m.whatsapp.recusas;

async function clientById(db: Db, id: string | null) {
  if (!id) return null;
  const [row] = await db
    .select({
      id: clientes.id,
      nome: clientes.nome,
      assinanteNome: clientes.assinanteNome,
      telefone: clientes.telefone,
    })
    .from(clientes)
    .where(eq(clientes.id, id));
  return row ?? null;
}

/** A document's client: its link, else a client of the same name (older documents carry only the name). */
async function clientOf(db: Db, clienteId: string | null, nome: string) {
  if (clienteId) return clientById(db, clienteId);
  const [row] = await db
    .select({
      id: clientes.id,
      nome: clientes.nome,
      assinanteNome: clientes.assinanteNome,
      telefone: clientes.telefone,
    })
    .from(clientes)
    .where(eq(clientes.nome, nome))
    .limit(1);
  return row ?? null;
}

async function chargeSubject(db: Db, id: string): Promise<LinkSubject> {
  const charge = await loadCharge(db, id);
  if (!charge) throw new ActionError(r.semDocumento);
  const client = await clientOf(db, charge.clienteId, charge.cliente);
  const { values } = await chargeMailValues(db, charge);
  // The wa.me text drops the "Pix copia e cola" paragraph of a charge that is not paid by Pix (render.ts).
  const pix = charge.formaPagamento === 'pix' ? values.pix : null;
  return {
    clienteId: client?.id ?? null,
    telefone: client?.telefone ?? null,
    assunto: { tipo: 'charge', id: charge.id },
    values: { ...values, pix },
  };
}

async function proposalSubject(db: Db, id: string): Promise<LinkSubject> {
  const [row] = await db.select().from(propostas).where(eq(propostas.id, id));
  if (!row) throw new ActionError(r.semDocumento);
  const client = await clientOf(db, row.clienteId, row.cliente);
  return {
    clienteId: client?.id ?? null,
    telefone: client?.telefone ?? null,
    assunto: { tipo: 'proposal', id: row.id },
    values: { cliente: greetingName(client, row.cliente), nome: row.nome, link: `${env.appUrl}/proposta/${row.slug}` },
  };
}

async function contractSubject(db: Db, id: string): Promise<LinkSubject> {
  const [row] = await db.select().from(contratos).where(eq(contratos.id, id));
  if (!row) throw new ActionError(r.semDocumento);
  const client = await clientOf(db, row.clienteId, row.cliente);
  return {
    clienteId: client?.id ?? null,
    telefone: client?.telefone ?? null,
    assunto: { tipo: 'contract', id: row.id },
    values: { cliente: greetingName(client, row.cliente), nome: row.nome, link: `${env.appUrl}/c/${row.slug}` },
  };
}

/** The signing link of a request already sent: derived from the sending, so it is the link the e-mail carried. */
async function signatureSubject(db: Db, id: string): Promise<LinkSubject> {
  const [doc] = await db.select().from(signatureDocuments).where(eq(signatureDocuments.id, id));
  if (!doc) throw new ActionError(r.semDocumento);
  if (!doc.sentAt || !doc.tokenExpiresAt || !['sent', 'viewed'].includes(doc.status))
    throw new ActionError(r.assinaturaNaoEnviada);
  const client = await clientById(db, doc.clienteId);
  // D155, D166: every document is sent to signers; the client's own link, never a document-level one.
  const own = await clientSignerLink(db, doc);
  if (!own) throw new ActionError(r.assinaturaNaoEVez);
  return {
    clienteId: client?.id ?? null,
    telefone: client?.telefone ?? null,
    assunto: { tipo: 'signature', id: doc.id },
    values: {
      recipient: own.name,
      agency: (await getAgency()).name,
      name: doc.name,
      link: own.link,
      expires: formatDate(own.expiresAt),
    },
  };
}

/** A new 30-day portal link, replacing the previous one, as "Enviar link do portal" by e-mail does (D75). */
async function portalSubject(db: Db, clienteId: string): Promise<LinkSubject> {
  const client = await clientById(db, clienteId);
  if (!client) throw new ActionError(r.semCliente);
  return {
    clienteId: client.id,
    telefone: client.telefone,
    assunto: { tipo: 'client', id: client.id },
    values: { nome: greetingName(client), agency: (await getAgency()).name, link: '', date: '' },
  };
}

/** Issues the portal link once the mobile is known to be good (a refused send must not revoke the old link). */
export async function issuePortalValues(db: Db, clienteId: string, usuarioId: string): Promise<Values> {
  const { token, expiraEm } = await issuePortalToken(db, clienteId, 'equipe', usuarioId);
  return { link: portalEntryLink(token), date: formatDate(expiraEm) };
}

export async function linkSubject(db: Db, kind: LinkKind, id: string): Promise<LinkSubject> {
  switch (kind) {
    case 'cobranca':
    case 'pagamento':
      return chargeSubject(db, id);
    case 'proposta':
      return proposalSubject(db, id);
    case 'contrato':
      return contractSubject(db, id);
    case 'assinatura':
      return signatureSubject(db, id);
    case 'portal':
      return portalSubject(db, id);
  }
}
