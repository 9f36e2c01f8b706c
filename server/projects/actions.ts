'use server';

import { m } from '@/lib/messages';
import { dayToInstant } from '@/lib/projects/dates';
import { ZColumnPage, ZProjectCreate, ZProjectEdit, ZProjectId, ZProjectMove } from '@/lib/validation/projects';
import { ActionError, staffAction } from '@/server/action';
import { createProject as createProjectRow } from './create-project';
import { deleteProject as deleteProjectRow } from './delete-project';
import { moveProject as moveProjectRow } from './move-project';
import { listColumnPage } from './queries';
import { updateProject as updateProjectRow } from './update-project';

const t = m.projects.toasts;

/** Criar Projeto (document 000 §2.6, §4 New project, §7 insert + "created" activity). */
export const createProject = staffAction(
  { name: 'createProject', role: 'member', schema: ZProjectCreate, errorMessage: t.createErrorText },
  async (input, { db, actor, emit }) => {
    const { row, events } = await createProjectRow(db, actor, {
      ...input,
      startDate: dayToInstant(input.startDate),
      dueDate: dayToInstant(input.dueDate),
    });
    if (!row) throw new ActionError(t.createErrorText);
    emit(events);
    return row;
  },
);

/**
 * A drop or "Mover para…" (document 000 §4). Its event revalidates no page (server/events/effects.ts): the board
 * already shows the move and takes the answer; re-sending every card on each drop would make moves slow.
 */
export const moveProject = staffAction(
  { name: 'moveProject', role: 'member', schema: ZProjectMove, errorMessage: t.moveErrorText },
  async (input, { db, actor, emit }) => {
    const { row, events } = await moveProjectRow(db, actor, input);
    emit(events);
    return row;
  },
);

/** Excluir, after "Confirmar Exclusão" (document 000 §2.6). */
export const deleteProject = staffAction(
  { name: 'deleteProject', role: 'member', schema: ZProjectId, errorMessage: t.deleteErrorText },
  async ({ id }, { db, emit }) => {
    const { row, events } = await deleteProjectRow(db, id);
    emit(events);
    return row;
  },
);

/** Salvar Alterações (document 000 §2.7, §7 update by id), the status mapped per D18. */
export const updateProject = staffAction(
  { name: 'updateProject', role: 'member', schema: ZProjectEdit, errorMessage: t.updateErrorText },
  async (input, { db, actor, emit }) => {
    const { row, events } = await updateProjectRow(db, actor, input);
    emit(events);
    return row;
  },
);

/** "Mostrar mais" on a column: its next page of cards (a read, so no transaction). */
export const loadMoreProjects = staffAction(
  {
    name: 'loadMoreProjects',
    role: 'member',
    schema: ZColumnPage,
    errorMessage: m.projects.loadError,
    transaction: false,
  },
  (input) => listColumnPage(input),
);
