'use server';

import { headers } from 'next/headers';
import { m } from '@/lib/messages';
import { z } from '@/lib/zod';
import { ZSigner, ZSignerCode, ZSigners } from '@/lib/validation/signers';
import { ActionError, clientIp, staffAction } from '@/server/action';
import { cancelSigner } from './follow-up/cancel-signer';
import { remindSigner } from './follow-up/remind-signer';
import { confirmSignerCode } from './sign/confirm-signer-code';
import { sendSignerCode } from './sign/send-signer-code';
import { sendToSigners } from './send/send-to-signers';
import { setSignatureSigners } from './draft/set-signature-signers';
import { signAsSigner } from './sign/sign-as-signer';
import { signerById } from './signer-rows';
import { getSignersPanel } from './signers-panel';

const t = m.signatures.signers;
const ZSignerId = z.object({ signerId: z.uuid(t.notFound) });

/** "Salvar signatários" on a draft (D117): the ordered list, the mode, and which signer fills each field. */
export const saveSignatureSigners = staffAction(
  {
    name: 'saveSignatureSigners',
    role: 'member',
    schema: ZSigners.and(z.object({ fieldSigners: z.record(z.uuid(), z.number().int().min(1).max(20)).optional() })),
    errorMessage: t.invalid,
  },
  async (input, { db, actor, emit }) => {
    const { row, events } = await setSignatureSigners(db, actor, input);
    emit(events);
    return row;
  },
);

/** "Enviar para os signatários" (D117, D118). */
export const sendToSignatureSigners = staffAction(
  { name: 'sendToSignatureSigners', role: 'member', schema: z.object({ id: z.uuid() }), errorMessage: t.invalid },
  async ({ id }, { db, actor, emit }) => {
    const { row, events } = await sendToSigners(db, actor, { id });
    emit(events);
    return row;
  },
);

/** "Cancelar signatário" / "Substituir signatário" for one who has not signed (D117). */
export const cancelSignatureSigner = staffAction(
  {
    name: 'cancelSignatureSigner',
    role: 'member',
    schema: ZSignerId.and(z.object({ replacement: ZSigner.nullable().default(null) })),
    errorMessage: t.invalid,
  },
  async ({ signerId, replacement }, { db, actor, emit }) => {
    const { row, events } = await cancelSigner(db, actor, { signerId, replacement });
    emit(events);
    return row;
  },
);

/** "Enviar lembrete" / "Reenviar convite" to one pending signer from the envelope (D166). */
export const remindSignatureSigner = staffAction(
  {
    name: 'remindSignatureSigner',
    role: 'member',
    schema: ZSignerId.and(z.object({ kind: z.enum(['convite', 'lembrete'], t.invalid) })),
    errorMessage: t.invalid,
  },
  async ({ signerId, kind }, { db, actor, emit }) => {
    const { row, events } = await remindSigner(db, actor, { signerId, kind });
    emit(events);
    return row;
  },
);

/**
 * A staff member who is a signer (the agency's representative, D119): only their own signer row, and the code still
 * required, so that the staff session alone never signs.
 */
async function ownSigner(db: Parameters<typeof signerById>[0], signerId: string, userId: string) {
  const signer = await signerById(db, signerId);
  if (!signer || signer.userId !== userId) throw new ActionError(t.notFound);
  return signer;
}

export const requestMySigningCode = staffAction(
  { name: 'requestMySigningCode', role: 'member', schema: ZSignerId, errorMessage: t.invalid },
  async ({ signerId }, { db, user, emit }) => {
    await ownSigner(db, signerId, user.id);
    const sent = await sendSignerCode(db, signerId);
    emit(sent.events);
    return { channel: sent.channel };
  },
);

export const confirmMySigningCode = staffAction(
  {
    name: 'confirmMySigningCode',
    role: 'member',
    schema: ZSignerId.and(z.object({ code: ZSignerCode })),
    errorMessage: t.invalid,
  },
  async ({ signerId, code }, { db, user, emit }) => {
    await ownSigner(db, signerId, user.id);
    const userAgent = (await headers()).get('user-agent') ?? '-';
    const { events, ...answer } = await confirmSignerCode(db, { signerId, code, ip: await clientIp(), userAgent });
    emit(events ?? []);
    return answer;
  },
);

/** "Assinar como representante": the values of their own fields (a typed or drawn signature). */
export const signAsRepresentative = staffAction(
  {
    name: 'signAsRepresentative',
    role: 'member',
    schema: ZSignerId.and(z.object({ values: z.record(z.string().max(64), z.string().max(400_000)) })),
    errorMessage: m.signatures.sign.errorText,
  },
  async ({ signerId, values }, { db, actor, user, emit }) => {
    await ownSigner(db, signerId, user.id);
    const userAgent = (await headers()).get('user-agent') ?? '-';
    const { row, events } = await signAsSigner(db, actor, { signerId, values, ip: await clientIp(), userAgent });
    emit(events);
    return row;
  },
);

/** The "Signatários" dialog's data, with who is asking (their own signer row signs from here). */
export const loadSignersPanel = staffAction(
  {
    name: 'loadSignersPanel',
    role: 'member',
    schema: z.object({ id: z.uuid() }),
    errorMessage: m.signatures.audit.loadError,
  },
  async ({ id }, { db, user }) => {
    const panel = await getSignersPanel(db, id);
    if (!panel) throw new ActionError(m.signatures.audit.loadError);
    return { ...panel, me: user.id };
  },
);
