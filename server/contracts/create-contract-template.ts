import 'server-only';
import { sanitizeTemplateJson } from '@/lib/contracts/content';
import { searchText } from '@/lib/search';
import type { Actor } from '@/lib/timeline/kinds';
import type { Written } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { contratoModelos } from '@/server/platform/db/schema';

export type TemplateInput = { nome: string; descricao: string; conteudo: unknown };

/** The stored columns of a template: its HTML sanitised before it is kept (D25), the search text. */
export function templateColumns(input: TemplateInput) {
  return {
    nome: input.nome,
    descricao: input.descricao,
    conteudo: sanitizeTemplateJson(input.conteudo),
    busca: searchText([input.nome, input.descricao]),
  };
}

/** "Novo Modelo" (document 001 §2.3, §5): the JSON already parsed by the form's schema. */
export async function createContractTemplate(
  db: Db,
  actor: Actor,
  input: TemplateInput,
): Promise<Written<{ id: string }>> {
  const [row] = await db
    .insert(contratoModelos)
    .values({ ...templateColumns(input), createdBy: actor.tipo === 'staff' ? actor.usuarioId : null })
    .returning({ id: contratoModelos.id });
  return { row, events: [{ type: 'contractTemplate.changed', templateId: row.id }] };
}
