import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { hashToken, sha256Hex } from '@/lib/signatures/token';
import type { Db } from '@/server/platform/db/client';
import { receiveLeads } from '@/server/leads/receive-lead';
import {
  clientes,
  cobrancas,
  contratos,
  leads,
  pagamentos,
  projects,
  propostas,
  signatureDocuments,
  signatureFields,
  signatureSigners,
} from '@/server/platform/db/schema';
import { getStorage } from '@/server/platform/storage';
import { recordEvents } from '@/server/timeline/record';
import { deleteClientsWithDocuments } from './client-cleanup';

async function onePagePdf(title: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595.28, 841.89]);
  page.drawText(title, { x: 56, y: 780, size: 16, font });
  page.drawText('O contratante assina abaixo.', { x: 56, y: 740, size: 11, font });
  return doc.save();
}

const suffix = () => randomBytes(3).toString('hex');

export type SeededClient = Awaited<ReturnType<typeof seedPortalClient>>;

/**
 * One client of the registry with one of every document linked by `cliente_id` (D76 tests): a pending
 * proposal, a sent contract, a signed contract, a document waiting for signature, a signed document, an open Pix
 * charge, a paid charge with its payment, a project with tasks, timeline entries (one for the client, one not)
 * and a converted lead. `label` makes every personal value distinctive, so tests can look for it anywhere.
 * The client and the proposal are inserted as rows rather than through their writers, whose own timeline entries
 * would change the fixture: the portal tests count this client's whole timeline (the export's `historico`).
 */
export async function seedPortalClient(db: Db, label: string) {
  const now = new Date();
  const [client] = await db
    .insert(clientes)
    .values({
      nome: `Cliente ${label}`,
      email: `${label}@cliente.test`,
      telefone: `(11) 9${String(label.charCodeAt(label.length - 1)).padStart(4, '0')}-4321`,
      documento: `cpf-${label}`,
      endereco: `Rua ${label}, 100`,
      observacoes: `obs ${label}`,
      busca: label,
    })
    .returning();
  const clienteId = client.id;
  const nome = client.nome;
  const [proposal] = await db
    .insert(propostas)
    .values({
      nome: `Proposta ${label}`,
      cliente: nome,
      clienteId,
      slug: `proposta-${label}-${suffix()}`,
      conteudo: { valor_total: 'R$ 5.000,00' },
    })
    .returning();
  const [contract] = await db
    .insert(contratos)
    .values({
      nome: `Contrato ${label}`,
      cliente: nome,
      clienteId,
      status: 'enviado',
      slug: `contrato-${label}-${suffix()}`,
      conteudo: { template: '<p>Contratante: {{field-1}}</p>', fields: [{ id: 'field-1', value: nome }] },
    })
    .returning();
  const [signedContract] = await db
    .insert(contratos)
    .values({
      nome: `Contrato assinado ${label}`,
      cliente: nome,
      clienteId,
      status: 'assinado',
      assinadoEm: now,
      slug: `contrato-ass-${label}-${suffix()}`,
      conteudo: { template: '<p>Contratante: {{field-1}}</p>', fields: [{ id: 'field-1', value: nome }] },
    })
    .returning();

  const pdf = await onePagePdf(`Documento ${label}`);
  const fileKey = `portal-teste/${label}-${suffix()}.pdf`;
  await getStorage().put(fileKey, pdf, 'application/pdf');
  const signingToken = randomBytes(32).toString('base64url');
  const [document] = await db
    .insert(signatureDocuments)
    .values({
      name: `Documento ${label}`,
      originalFilename: 'doc.pdf',
      fileKey,
      fileSize: pdf.length,
      pageCount: 1,
      originalSha256: sha256Hex(pdf),
      status: 'sent',
      recipientName: nome,
      recipientEmail: client.email,
      clienteId,
      requireCode: true,
      tokenExpiresAt: new Date(now.getTime() + 7 * 86_400_000),
      sentAt: now,
    })
    .returning();
  // Every link is a signer's (D155): the client is the document's one signer, invited.
  const [signer] = await db
    .insert(signatureSigners)
    .values({
      documentId: document.id,
      position: 1,
      role: 'parte',
      name: nome,
      email: client.email!,
      status: 'invited',
      tokenHash: hashToken(signingToken),
      tokenExpiresAt: new Date(now.getTime() + 7 * 86_400_000),
      invitedAt: now,
    })
    .returning();
  await db.insert(signatureFields).values({
    signerId: signer.id,
    documentId: document.id,
    fieldType: 'signature',
    label: 'Assinatura',
    xPosition: 10,
    yPosition: 70,
    width: 40,
    height: 10,
    pageNumber: 1,
  });
  const [signedDocument] = await db
    .insert(signatureDocuments)
    .values({
      name: `Documento assinado ${label}`,
      originalFilename: 'doc2.pdf',
      fileKey,
      fileSize: pdf.length,
      pageCount: 1,
      originalSha256: sha256Hex(pdf),
      status: 'signed',
      recipientName: nome,
      recipientEmail: client.email,
      recipientCpf: `cpf-${label}`,
      signerIp: '203.0.113.9',
      clienteId,
      sentAt: now,
      signedAt: now,
    })
    .returning();

  const [openCharge] = await db
    .insert(cobrancas)
    .values({
      numeroCobranca: `T-${label}-1`,
      titulo: `Mensalidade ${label}`,
      cliente: nome,
      clienteId,
      valor: 150000,
      dataVencimento: '2099-12-31',
      formaPagamento: 'pix',
      chavePix: 'financeiro@agenciadigital.dev',
      slug: `cobranca-${label}-${suffix()}`,
    })
    .returning();
  const [paidCharge] = await db
    .insert(cobrancas)
    .values({
      numeroCobranca: `T-${label}-2`,
      titulo: `Entrada ${label}`,
      cliente: nome,
      clienteId,
      valor: 98765,
      dataVencimento: '2026-01-10',
      status: 'pago',
      dataPagamento: now,
      formaPagamento: 'pix',
      slug: `cobranca-paga-${label}-${suffix()}`,
    })
    .returning();
  const [payment] = await db
    .insert(pagamentos)
    .values({
      nome,
      email: client.email!,
      clienteId,
      descricao: `Entrada ${label}`,
      valor: 98765,
      valorFinal: 98765,
      status: 'paid',
      provider: 'sandbox',
      cobrancaId: paidCharge.id,
      dataPagamento: now,
    })
    .returning();
  const [project] = await db
    .insert(projects)
    .values({
      name: `Projeto ${label}`,
      clientName: nome,
      clienteId,
      status: 'em_desenvolvimento',
      dueDate: new Date('2099-06-30T12:00:00Z'),
      tasks: [
        { id: 'a', title: 'Layout', completed: true },
        { id: 'b', title: 'Desenvolvimento', completed: true },
        { id: 'c', title: 'Publicação', completed: false },
      ],
    })
    .returning();
  await recordEvents(db, [
    {
      clienteId,
      tipo: 'proposal.sent',
      assunto: { tipo: 'proposal', id: proposal.id },
      ator: { tipo: 'cliente', nome },
      dados: { email: client.email },
      visivelCliente: true,
    },
    {
      clienteId,
      tipo: 'client.updated',
      assunto: { tipo: 'client', id: clienteId },
      ator: { tipo: 'sistema', nome: 'teste' },
      dados: { nome },
      visivelCliente: false,
    },
  ]);
  const received = await receiveLeads(db, [
    {
      name: nome,
      email: client.email!,
      phone: client.telefone,
      subject: `Orçamento ${label}`,
      message: `Mensagem de ${nome}`,
      service: 'site',
      clienteId,
    },
  ]);
  const [lead] = await db.select().from(leads).where(eq(leads.id, received.row[0].id));
  return {
    client,
    proposal,
    contract,
    signedContract,
    document,
    signingToken,
    signedDocument,
    openCharge,
    paidCharge,
    payment,
    project,
    lead,
  };
}

/** Removes what seedPortalClient made. */
export async function removePortalClient(db: Db, clienteId: string): Promise<void> {
  await deleteClientsWithDocuments(db, [clienteId]);
}
