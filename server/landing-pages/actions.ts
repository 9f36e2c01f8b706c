'use server';

import { m } from '@/lib/messages';
import { type TLandingPageForm, ZLandingPageForm, ZLandingPageUpdate } from '@/lib/validation/landing-pages';
import { staffAction } from '@/server/action';
import * as create from './create-landing-page';
import * as update from './update-landing-page';

/** Document 001 §2.14, §7: insert with user_id of the signed-in user. */
export const createLandingPage = staffAction(
  {
    name: 'createLandingPage',
    role: 'member',
    schema: ZLandingPageForm,
    errorMessage: m.landingPages.toasts.saveErrorText,
  },
  async (input, { db, actor, emit }) => {
    const { row, events } = await create.createLandingPage(db, actor, input);
    emit(events);
    return row;
  },
);

/** Update by id with the same fields (update-landing-page.ts). */
export const updateLandingPage = staffAction(
  {
    name: 'updateLandingPage',
    role: 'member',
    schema: ZLandingPageUpdate,
    errorMessage: m.landingPages.toasts.saveErrorText,
  },
  async ({ id, ...input }, { db, emit }) => {
    const { row, events } = await update.updateLandingPage(db, id, input as TLandingPageForm);
    emit(events);
    return row;
  },
);
