import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { getAgency, loadAgencyProfile } from '@/server/agency/profile';
import { onlyDigits } from '@/lib/text';
import { formatCpf } from '@/lib/validation/documento';
import type { TSigner } from '@/lib/validation/signers';
import { signingPersonOf, type SigningPerson } from '@/lib/clients/signing-person';
import { fill, m } from '@/lib/messages';
import { safeContractContent } from '@/lib/contracts/content';
import { blankFieldNames } from '@/lib/contracts/fields';
import { sha256Hex } from '@/lib/signatures/token';
import type { Actor } from '@/lib/timeline/kinds';
import { ActionError } from '@/server/platform/action-error';
import { assertStaff } from '@/server/auth/guard';
import type { Db } from '@/server/platform/db/client';
import { getDb } from '@/server/platform/db/client';
import { unchanged, type Written } from '@/server/events/types';
import { clientes, contratos, signatureDocuments, signatureFields, user } from '@/server/platform/db/schema';
import { renderContractPdfById } from '@/server/contracts/contract-pdf';
import { getStorage, newStorageKey } from '@/server/platform/storage';
import { createSignatureDocument, type CreatedDocument } from './create-signature-document';
import { insertSigners } from './set-signature-signers';
import { SIGNATURE_PAGE_FIELD, withSignaturePage } from './signature-page';

const c = m.signatures.contract;

/** The client's signature, on the signature page appended to the contract (signature-page.ts). */
export const CONTRACT_SIGNATURE_FIELD = { fieldType: 'signature', ...SIGNATURE_PAGE_FIELD, isRequired: true } as const;

/**
 * "Enviar para assinatura" on /contratos/{id} (D33): the contract's PDF, with a signature page appended, becomes a
 * signature document (stored like an upload), in draft and ready to send, with one required signature field for
 * the client on that page and the recipient's name taken from the contract's client. A draft already made from
 * this contract is reused, so a second click makes no second document.
 */
export async function createFromContract(
  db: Db,
  actor: Actor,
  input: { contractId: string; userId: string },
): Promise<Written<CreatedDocument & { created: boolean }>> {
  const { contractId, userId } = input;
  const [contract] = await db
    .select({
      id: contratos.id,
      nome: contratos.nome,
      cliente: contratos.cliente,
      clienteId: contratos.clienteId,
      conteudo: contratos.conteudo,
    })
    .from(contratos)
    .where(eq(contratos.id, contractId))
    .for('update');
  if (!contract) throw new ActionError(c.notFound);
  // No contract leaves with blanks: every [campo] filled first, named in the refusal.
  const blanks = blankFieldNames(safeContractContent(contract.conteudo), (n) => fill(c.fieldN, { n }));
  if (blanks.length) throw new ActionError(fill(c.blanks, { campos: blanks.join(', ') }));
  // The signer is the client of the registry's signing person (D160), not the company itself.
  const [client] = contract.clienteId
    ? await db.select().from(clientes).where(eq(clientes.id, contract.clienteId))
    : [];
  const person = client ? signingPersonOf(client) : null;
  const [draft] = await db
    .select({
      id: signatureDocuments.id,
      name: signatureDocuments.name,
      recipientName: signatureDocuments.recipientName,
      recipientEmail: signatureDocuments.recipientEmail,
      clienteId: signatureDocuments.clienteId,
    })
    .from(signatureDocuments)
    .where(and(eq(signatureDocuments.contractId, contractId), eq(signatureDocuments.status, 'draft')))
    .orderBy(desc(signatureDocuments.createdAt))
    .limit(1);
  if (draft)
    return unchanged({ ...draft, recipientEmail: draft.recipientEmail ?? person?.email ?? null, created: false });

  const rendered = await renderContractPdfById(contractId, db);
  if (!rendered) throw new ActionError(c.notFound);
  const pdf = await withSignaturePage(rendered.pdf, contract, (await getAgency()).name);
  const pageCount = (await PDFDocument.load(pdf, { updateMetadata: false })).getPageCount();
  const key = newStorageKey(userId, 'pdf');
  await getStorage().put(key, pdf, 'application/pdf');
  const { row, events } = await createSignatureDocument(db, actor, {
    userId,
    name: fill(c.documentName, { nome: contract.nome }),
    originalFilename: rendered.filename,
    fileKey: key,
    fileSize: pdf.byteLength,
    pageCount,
    originalSha256: sha256Hex(pdf),
    recipientName: person?.nome ?? contract.cliente,
    recipientEmail: person?.email ?? null,
    clienteId: contract.clienteId,
    contractId,
    fields: [
      {
        ...CONTRACT_SIGNATURE_FIELD,
        label: fill(c.fieldLabel, { cliente: contract.cliente }).slice(0, 100),
        pageNumber: pageCount,
      },
    ],
  });
  if (person) {
    const rows = await insertSigners(db, row.id, [clientSigner(person), ...(await agencySigners(db))], new Date());
    await db.update(signatureFields).set({ signerId: rows[0].id }).where(eq(signatureFields.documentId, row.id));
  }
  return { row: { ...row, created: true }, events };
}

/** The client's row of a contract (D160): their signing person, a party, never a staff account. */
export function clientSigner(person: SigningPerson): TSigner {
  return {
    name: person.nome,
    email: person.email,
    cpf: person.cpf,
    phone: person.celular,
    role: 'parte',
    userId: null,
  };
}

/**
 * D119, D161: after the client, the agency's legal representative (company settings), when the profile names them
 * with an e-mail; a representative with a staff account signs from the back office. Witnesses are added in the step.
 */
export async function agencySigners(db: Db): Promise<TSigner[]> {
  const profile = await loadAgencyProfile(db);
  if (!profile.representanteNome || !profile.representanteEmail) return [];
  const email = profile.representanteEmail.trim().toLowerCase();
  const [staff] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  const digits = onlyDigits(profile.representanteCpf ?? '');
  return [
    {
      name: profile.representanteNome,
      email,
      cpf: digits.length === 11 ? formatCpf(digits) : null,
      phone: null,
      role: 'parte',
      userId: staff?.id ?? null,
    },
  ];
}

export type ContractSigning = {
  id: string;
  name: string;
  status: string;
  recipientName: string | null;
  recipientEmail: string | null;
  verificationCode: string | null;
} | null;

/** Staff: the latest signature document made from a contract, for its Ações card. */
export async function getContractSigning(contractId: string): Promise<ContractSigning> {
  await assertStaff();
  const db = await getDb();
  const [row] = await db
    .select({
      id: signatureDocuments.id,
      name: signatureDocuments.name,
      status: signatureDocuments.status,
      recipientName: signatureDocuments.recipientName,
      recipientEmail: signatureDocuments.recipientEmail,
      verificationCode: signatureDocuments.verificationCode,
    })
    .from(signatureDocuments)
    .where(eq(signatureDocuments.contractId, contractId))
    .orderBy(desc(signatureDocuments.createdAt))
    .limit(1);
  return row ?? null;
}
