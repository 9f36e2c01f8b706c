import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { safeContractContent } from '@/lib/contracts/content';
import { applyValues } from '@/lib/contracts/fields';
import { isSignedContract } from '@/lib/contracts/status';
import { m } from '@/lib/messages';
import { searchText } from '@/lib/search';
import type { Actor } from '@/lib/timeline/kinds';
import type { TContractForm } from '@/lib/validation/contracts';
import { relinkTimeline, requireClient } from '@/server/clients/link';
import type { DomainEvent, Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { contratos } from '@/server/platform/db/schema';
import { recordEvent } from '@/server/timeline/record';
import { checkProposal, type ContractRow } from './create-contract';
import { markContractSigned } from './mark-contract-signed';

/**
 * "Salvar Contrato" on /contrato/{id}/editar: the stored body with the values typed, versao + 1. A signed contract
 * is refused whole (D46): the text under "Assinado · data" is what was signed. The form's free status (document
 * 001 §4) is how staff record a contract sent or signed outside the app; "Assinado" goes through
 * markContractSigned, the one home of a signature.
 */
export async function updateContract(
  db: Db,
  actor: Actor,
  input: TContractForm & { id: string },
  at: Date = new Date(),
): Promise<Written<ContractRow & { versao: number }>> {
  const { id, fields, ...form } = input;
  const [current] = await db
    .select({ conteudo: contratos.conteudo, assinadoEm: contratos.assinadoEm, status: contratos.status })
    .from(contratos)
    .where(eq(contratos.id, id))
    .for('update');
  if (!current) throw new ActionError(m.contracts.validation.missingId);
  if (isSignedContract(current)) throw new ActionError(m.contracts.signedLock.error);
  await checkProposal(db, form.propostaId);
  await requireClient(db, form.clienteId);

  const content = safeContractContent(current.conteudo);
  const signs = form.status === 'assinado';
  const [row] = await db
    .update(contratos)
    .set({
      nome: form.nome,
      cliente: form.cliente,
      clienteId: form.clienteId,
      descricao: form.descricao,
      status: signs ? current.status : form.status,
      propostaId: form.propostaId,
      ...(form.planoPagamento !== undefined ? { planoPagamento: form.planoPagamento } : {}),
      busca: searchText([form.nome, form.cliente]),
      conteudo: { template: content.template, fields: applyValues(content.fields, fields) },
      versao: sql`${contratos.versao} + 1`,
      updatedAt: at,
    })
    .where(eq(contratos.id, id))
    .returning({ id: contratos.id, slug: contratos.slug, versao: contratos.versao });
  await relinkTimeline(db, 'contract', id, form.clienteId);

  const ids = { contractId: id, slug: row.slug, clienteId: form.clienteId, proposalId: form.propostaId };
  const events: DomainEvent[] = [{ type: 'contract.updated', ...ids }];
  if (form.status === 'enviado' && current.status !== 'enviado') {
    await recordEvent(db, {
      clienteId: form.clienteId,
      tipo: 'contract.sent',
      assunto: { tipo: 'contract', id },
      ator: actor,
      em: at,
    });
    events.push({ type: 'contract.sent', ...ids });
  }
  if (signs) events.push(...((await markContractSigned(db, actor, { contractId: id, at }))?.events ?? []));
  return { row, events };
}
