'use server';

import { headers } from 'next/headers';
import { after } from 'next/server';
import { m } from '@/lib/messages';
import { ZContractId, ZDocumentId, ZSendDocument, ZSignDocument } from '@/lib/validation/signatures';
import { ActionError, publicAction, staffAction } from '@/server/platform/action';
import { revalidatePaths } from '@/server/platform/cache/revalidate';
import { revalidateOverview } from '@/server/overview/cache';
import { getSigningSummary } from './audit-queries';
import { createFromContract } from './from-contract';
import { cancelDocument, sendDocument } from './send-document';
import { onContractSigned } from '@/server/pipeline/on-contract-signed';
import { signWithToken } from './sign-document';
import { warmPageImages } from './page-images';

const s = m.signatures;

/** "Enviar" on a draft row (D13, issue 9 item 1). */
export const sendSignatureDocument = staffAction(
  {
    name: 'sendSignatureDocument',
    role: 'member',
    schema: ZSendDocument,
    errorMessage: s.send.errorText,
    revalidate: ['/assinaturas'],
  },
  (input, { db, user }) => sendDocument(db, input, user.id),
  // The signing page shows the pages as images (issue 22): draw them once the answer is sent.
  { after: async ({ id }) => afterResponse(() => warmPageImages(id)) },
);

/** "Cancelar envio" on a sent document: the link stops working. */
export const cancelSignatureDocument = staffAction(
  {
    name: 'cancelSignatureDocument',
    role: 'member',
    schema: ZDocumentId,
    errorMessage: s.cancel.errorText,
    revalidate: ['/assinaturas'],
  },
  ({ id }, { db, user }) => cancelDocument(db, id, user.id),
);

/** "Assinar" on /assinar/{token}: public, rate limited, the token is the permission. */
export const signSignatureDocument = publicAction(
  {
    name: 'signSignatureDocument',
    schema: ZSignDocument,
    errorMessage: s.sign.errorText,
    rateLimit: { limit: 20, windowMs: 10 * 60_000 },
  },
  async (input, { db, ip }) => {
    const userAgent = (await headers()).get('user-agent') ?? '-';
    return signWithToken(db, { token: input.token, values: input.values, ip, userAgent });
  },
  // No revalidation in the action itself: it would re-render the signing page under the signer (now a
  // used link) instead of their confirmation. The staff screens are rendered per request; a contract's
  // cached public page is refreshed once the response is sent.
  // A signed contract starts the pipeline's automatic steps (issue 18 item 6) once the signature has committed.
  {
    after: async (data) =>
      revalidateAfterResponse(data.paths, data.contractId ? () => onContractSigned(data.contractId!) : undefined),
  },
);

/** The viewer's "Histórico de assinatura" and signed-PDF link (issue 9 item 4). */
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

/** "Enviar para assinatura" on /contratos/{id} (issue 9 item 6): a draft made from the contract's PDF. */
export const createContractSignature = staffAction(
  {
    name: 'createContractSignature',
    role: 'member',
    schema: ZContractId,
    errorMessage: s.contract.error,
    revalidate: ['/assinaturas'],
  },
  ({ contractId }, { db, user }) => createFromContract(db, contractId, user.id),
);

/** Work for once the response is sent; run at once outside a Next request (tests). */
function afterResponse(run: () => Promise<unknown>) {
  try {
    after(run);
  } catch {
    return run();
  }
}

function revalidateAfterResponse(paths: string[], then?: () => Promise<unknown>) {
  if (paths.length === 0 && !then) return;
  const run = async () => {
    revalidatePaths(paths);
    if (!then) return;
    await then().catch((error: unknown) => console.error('[signatures] after-signing step failed', error));
    // The steps made charges (and a project card) that /painel counts: expire its cache once more.
    revalidateOverview();
  };
  return afterResponse(run);
}
