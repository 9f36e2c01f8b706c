import 'server-only';
import { eq } from 'drizzle-orm';
import { m } from '@/lib/messages';
import type { Actor } from '@/lib/timeline/kinds';
import type { Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { contratoModelos } from '@/server/platform/db/schema';
import { templateColumns, type TemplateInput } from './create-contract-template';

/** "Salvar" on a template: contracts made from it keep their own copy of the text. */
export async function updateContractTemplate(
  db: Db,
  _actor: Actor,
  input: TemplateInput & { id: string },
): Promise<Written<{ id: string }>> {
  const [row] = await db
    .update(contratoModelos)
    .set({ ...templateColumns(input), updatedAt: new Date() })
    .where(eq(contratoModelos.id, input.id))
    .returning({ id: contratoModelos.id });
  if (!row) throw new ActionError(m.contracts.templateToasts.updateError);
  return { row, events: [{ type: 'contractTemplate.changed', templateId: row.id }] };
}
