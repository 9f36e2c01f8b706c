'use server';

import { m } from '@/lib/messages';
import { ZPropostasForm } from '@/lib/settings/propostas';
import { staffAction } from '@/server/action';
import { saveProposalWording } from './wording';

/** /configuracoes/propostas: the proposal wording (D107). Admin and owner, like every settings screen (D68). */
export const saveProposalWordingAction = staffAction(
  {
    name: 'saveProposalWording',
    role: 'admin',
    schema: ZPropostasForm,
    errorMessage: m.proposalWording.saveError,
  },
  async (input, { db, user, emit }) => {
    const written = await saveProposalWording(db, input, user.id);
    emit(written.events);
    return written.row;
  },
);
