'use server';

import { z } from 'zod';
import { m } from '@/lib/messages';
import { staffAction } from '@/server/action';
import { deleteCharge as deleteChargeRow } from './delete-charge';

/** Deleting a charge is for admins and owners (a member cancels it instead); a paid charge stays. */
export const deleteCharge = staffAction(
  {
    name: 'deleteCharge',
    role: 'admin',
    schema: z.object({ id: z.uuid(m.common.invalidData) }),
    errorMessage: m.chargeDelete.error,
  },
  async ({ id }, { db, emit }) => {
    const { row, events } = await deleteChargeRow(db, id);
    emit(events);
    return row;
  },
);
