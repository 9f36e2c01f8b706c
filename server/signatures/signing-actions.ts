'use server';

import { headers } from 'next/headers';
import { m } from '@/lib/messages';
import { ZContractId, ZDocumentId, ZSendDocument, ZSignDocument } from '@/lib/validation/signatures';
import { ActionError, publicAction, staffAction } from '@/server/action';
import { getSigningSummary } from './audit-queries';
import { cancelDocument } from './follow-up/cancel-signature-document';
import { createFromContract } from './draft/from-contract';
import { contractSignersStep } from './send/send-contract';
import { sendToSigners } from './send/send-to-signers';
import { signerOfLink, signWithSignerLink } from './sign/signer-actions-support';

const s = m.signatures;

/**
 * "Enviar" on a draft row (D13, D28): one recipient is one signer, sent through the signers' path like ten (D155),
 * with their own link and code. `signature.sent` draws the signing page's images after the answer.
 */
export const sendSignatureDocument = staffAction(
  { name: 'sendSignatureDocument', role: 'member', schema: ZSendDocument, errorMessage: s.send.errorText },
  async ({ id, recipientName, recipientEmail, recipientCpf, clienteId }, { db, actor, emit }) => {
    const signer = { name: recipientName, email: recipientEmail, cpf: recipientCpf, phone: null, userId: null };
    const { row, events } = await sendToSigners(db, actor, { id, clienteId, signers: [{ ...signer, role: 'parte' }] });
    emit(events);
    return { id: row.id, recipientEmail, expiresAt: row.expiresAt };
  },
);

/** "Cancelar envio" on a sent document: the link stops working. */
export const cancelSignatureDocument = staffAction(
  { name: 'cancelSignatureDocument', role: 'member', schema: ZDocumentId, errorMessage: s.cancel.errorText },
  async ({ id }, { db, actor, emit }) => {
    const { row, events } = await cancelDocument(db, actor, id);
    emit(events);
    return row;
  },
);

/**
 * "Assinar" on /assinar/{token}: public, rate limited, the token is one signer's permission (D155). Its events are dispatched
 * once the response is sent: revalidating inside the action would re-render the signing page under the signer
 * (now a used link) instead of their confirmation. The contract's pages refresh then, and `contract.signed` runs
 * the pipeline's steps (D56).
 */
export const signSignatureDocument = publicAction(
  {
    name: 'signSignatureDocument',
    schema: ZSignDocument,
    errorMessage: s.sign.errorText,
    rateLimit: { limit: 20, windowMs: 10 * 60_000 },
    dispatchAfterResponse: true,
  },
  async (input, { db, actor, ip, emit }) => {
    const userAgent = (await headers()).get('user-agent') ?? '-';
    // D155: every link is one signer's: their turn, their code, their fields only.
    const signer = await signerOfLink(db, input.token);
    const { row, events } = await signWithSignerLink(db, actor, {
      signerId: signer.id,
      values: input.values,
      ip,
      userAgent,
    });
    emit(events);
    return row;
  },
);

/** The viewer's "Histórico de assinatura" and signed-PDF link (D31). */
export const loadSigningSummary = staffAction(
  {
    name: 'loadSigningSummary',
    role: 'member',
    schema: ZDocumentId,
    errorMessage: s.audit.loadError,
    transaction: false,
  },
  async ({ id }) => {
    const summary = await getSigningSummary(id);
    if (!summary) throw new ActionError(s.audit.loadError);
    return summary;
  },
);

/**
 * "Enviar para assinatura" on /contratos/{id} (D33, D161): a draft made from the contract's PDF (or the one already
 * made), with the signers step it opens: the client's signing person, then the agency's representative.
 */
export const createContractSignature = staffAction(
  { name: 'createContractSignature', role: 'member', schema: ZContractId, errorMessage: s.contract.error },
  async ({ contractId }, { db, actor, user, emit }) => {
    const { row, events } = await createFromContract(db, actor, { contractId, userId: user.id });
    emit(events);
    return { ...row, step: await contractSignersStep(db, row) };
  },
);
