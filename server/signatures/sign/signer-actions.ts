'use server';

import { headers } from 'next/headers';
import { m } from '@/lib/messages';
import { z } from '@/lib/zod';
import { ZSigningToken } from '@/lib/validation/signatures';
import { ZRefusal, ZSignerCode } from '@/lib/validation/signers';
import { publicAction } from '@/server/action';
import { confirmSignerCode } from './confirm-signer-code';
import { refuseSignature } from './refuse-signature';
import { sendSignerCode } from './send-signer-code';
import { signerOfLink as signerOf } from './signer-actions-support';

const s = m.signatures;
const rateLimit = { limit: 20, windowMs: 10 * 60_000 };

/** "Enviar código" on /assinar/{token} (D118): the token is the permission; the rules are the writer's. */
export const requestSigningCode = publicAction(
  { name: 'requestSigningCode', schema: z.object({ token: ZSigningToken }), errorMessage: s.sign.errorText, rateLimit },
  async ({ token }, { db, emit }) => {
    const signer = await signerOf(db, token);
    const sent = await sendSignerCode(db, signer.id);
    emit(sent.events);
    return { channel: sent.channel, resendIn: sent.resendIn };
  },
);

/** "Confirmar código" (D118): a wrong try is answered in the data, so that its count is kept. */
export const confirmSigningCode = publicAction(
  {
    name: 'confirmSigningCode',
    schema: z.object({ token: ZSigningToken, code: ZSignerCode }),
    errorMessage: s.sign.errorText,
    rateLimit,
  },
  async ({ token, code }, { db, ip, emit }) => {
    const signer = await signerOf(db, token);
    const userAgent = (await headers()).get('user-agent') ?? '-';
    const { events, ...answer } = await confirmSignerCode(db, { signerId: signer.id, code, ip, userAgent });
    emit(events ?? []);
    return answer;
  },
);

/** "Recusar" with a reason (D117): the document stops; staff and the other signers are told. */
export const refuseSigning = publicAction(
  {
    name: 'refuseSigning',
    schema: z.object({ token: ZSigningToken, reason: ZRefusal }),
    errorMessage: s.sign.errorText,
    rateLimit,
  },
  async ({ token, reason }, { db, actor, ip, emit }) => {
    const signer = await signerOf(db, token);
    const userAgent = (await headers()).get('user-agent') ?? '-';
    const { row, events } = await refuseSignature(db, actor, { signerId: signer.id, reason, ip, userAgent });
    emit(events);
    return row;
  },
);
