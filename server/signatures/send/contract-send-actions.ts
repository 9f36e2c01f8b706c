'use server';

import { m } from '@/lib/messages';
import { z } from '@/lib/zod';
import { ZSigner } from '@/lib/validation/signers';
import { staffAction } from '@/server/action';
import { sendContractToSigners } from './send-contract';

const c = m.signatures.contract;

/**
 * "Enviar para os signatários" in the contract's step (createContractSignature, D161): the client's person first, then
 * `others` in order.
 */
export const sendContractSignature = staffAction(
  {
    name: 'sendContractSignature',
    role: 'member',
    schema: z.object({
      id: z.uuid(m.common.invalidData),
      others: z.array(ZSigner).max(19, m.signatures.signers.invalid),
    }),
    errorMessage: c.sendError,
  },
  async (input, { db, actor, emit }) => {
    const { row, events } = await sendContractToSigners(db, actor, input);
    emit(events);
    return row;
  },
);
