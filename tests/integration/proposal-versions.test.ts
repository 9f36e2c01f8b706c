import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@/lib/messages';
import { defaultPlan } from '@/lib/pipeline/payment-plan';
import { emptyConteudo } from '@/lib/proposals/content';
import { createClient } from '@/server/clients/create-client';
import { getDb } from '@/server/platform/db/client';
import { enviosEmail, propostas, timeline } from '@/server/platform/db/schema';
import {
  acceptProposal,
  createProposal,
  saveProposalSection,
  sendProposalToClient,
  updateProposal,
} from '@/server/proposals/actions';
import { getPublicProposal } from '@/server/proposals/public';
import { deleteClientsWithDocuments } from '../support/client-cleanup';
import { resetRequest } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

/** D271: a sent proposal edited in what the client reads is a new version; the acceptance names the version. */
const marker = `pv${randomUUID().slice(0, 8)}`;
const SYSTEM = { tipo: 'sistema', nome: 'teste' } as const;
const email = `${marker}@cliente.test`;
const form = (clienteId: string, overrides: Record<string, unknown> = {}) => ({
  nome: `Site ${marker}`,
  cliente: `Cliente ${marker}`,
  clienteId,
  status: 'pendente' as const,
  slug: '',
  conteudo: { ...emptyConteudo(), descricao: 'Site novo.', escopo: ['Home', 'Blog'], prazo: '30 dias' },
  planoPagamento: defaultPlan(300_000),
  ...overrides,
});

let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
let clienteId = '';

beforeAll(async () => {
  staff = await signInAsNewStaff();
  clienteId = (await createClient(await getDb(), SYSTEM, { nome: `Cliente ${marker}`, email })).row.id;
});

afterAll(async () => {
  await deleteClientsWithDocuments(await getDb(), [clienteId]);
  await staff.cleanup();
});

async function read(id: string) {
  const [row] = await (await getDb()).select().from(propostas).where(eq(propostas.id, id));
  return row;
}
async function notices(id: string) {
  const db = await getDb();
  const mails = await db
    .select({ assunto: enviosEmail.assunto, texto: enviosEmail.texto, para: enviosEmail.para })
    .from(enviosEmail)
    .where(and(eq(enviosEmail.assuntoId, id), eq(enviosEmail.tipo, 'proposal.versioned')));
  const entries = await db
    .select({ dados: timeline.dados, visivel: timeline.visivelCliente })
    .from(timeline)
    .where(and(eq(timeline.assuntoId, id), eq(timeline.tipo, 'proposal.versioned')));
  return { mails, entries };
}

describe('versions of a sent proposal (D271)', () => {
  it('keeps version 1 while the proposal is not sent, however often it is edited', async () => {
    const created = await createProposal(form(clienteId));
    if (!created.ok) throw new Error(created.error);
    const { id, slug } = created.data;
    const edited = await updateProposal({ ...form(clienteId, { slug }), id, planoPagamento: defaultPlan(350_000) });
    expect(edited).toMatchObject({ ok: true });
    expect(await read(id)).toMatchObject({ versao: 1, versaoEm: null, versaoMudancas: null });
    expect((await notices(id)).mails).toHaveLength(0);
  });

  it('makes version 2 when a sent proposal changes its price, tells the client, and shows "atualizada em"', async () => {
    const created = await createProposal(form(clienteId));
    if (!created.ok) throw new Error(created.error);
    const { id, slug } = created.data;
    expect(await sendProposalToClient({ id })).toMatchObject({ ok: true });

    // Saving what the client already reads (spaces, an empty scope line, the same plan) makes no version.
    const same = form(clienteId, {
      slug,
      status: 'enviada',
      conteudo: { ...form(clienteId).conteudo, descricao: ' Site novo. ', escopo: ['Home', 'Blog', ''] },
    });
    expect(await updateProposal({ ...same, id })).toMatchObject({ ok: true });
    expect((await read(id)).versao).toBe(1);

    const dearer = await updateProposal({
      ...form(clienteId, { slug, status: 'enviada' }),
      id,
      planoPagamento: defaultPlan(420_000),
    });
    expect(dearer).toMatchObject({ ok: true });
    const row = await read(id);
    expect(row).toMatchObject({ versao: 2, versaoMudancas: ['investimento'], status: 'enviada' });
    expect(row.versaoEm).toBeInstanceOf(Date);

    const { mails, entries } = await notices(id);
    expect(mails).toHaveLength(1);
    expect(mails[0].para).toBe(email);
    expect(mails[0].assunto).toBe(`Proposta atualizada: Site ${marker}`);
    expect(mails[0].texto).toContain('(versão 2). O que mudou: investimento e pagamento.');
    expect(mails[0].texto).toContain(`/proposta/${slug}`);
    expect(entries).toEqual([{ dados: { versao: 2, mudancas: ['investimento'] }, visivel: true }]);

    const page = await getPublicProposal(slug);
    expect(page).toMatchObject({ versao: 2, versaoMudancas: ['investimento'] });
    expect(page?.pagamento.join(' ')).toContain('R$\u00a02.100,00');

    // In place on the page too: the scope changed is version 3, with its own notice.
    expect(
      await saveProposalSection({ id, section: 'escopo', fields: { escopo: ['Home', 'Blog', 'Loja'] } }),
    ).toMatchObject({ ok: true });
    expect(await read(id)).toMatchObject({ versao: 3, versaoMudancas: ['escopo'] });
    expect((await notices(id)).mails).toHaveLength(2);
  });

  it('refuses an acceptance of an older version, changing nothing, and records the version accepted', async () => {
    const created = await createProposal(form(clienteId));
    if (!created.ok) throw new Error(created.error);
    const { id, slug } = created.data;
    expect(await sendProposalToClient({ id })).toMatchObject({ ok: true });
    expect(
      await updateProposal({
        ...form(clienteId, { slug, status: 'enviada' }),
        id,
        conteudo: { ...form(clienteId).conteudo, prazo: '45 dias' },
      }),
    ).toMatchObject({ ok: true });
    expect((await read(id)).versao).toBe(2);

    resetRequest('203.0.113.41');
    const acceptance = { slug, nome: 'Joana Cliente', email, confirmado: true as const };
    expect(await acceptProposal({ ...acceptance, versao: 1 })).toEqual({
      ok: false,
      error: m.proposals.versions.changedAccept,
    });
    expect(await read(id)).toMatchObject({ status: 'enviada', aceitaEm: null, aceitaVersao: null });

    expect(await acceptProposal({ ...acceptance, versao: 2 })).toMatchObject({
      ok: true,
      data: { aceitaVersao: 2 },
    });
    expect(await read(id)).toMatchObject({ status: 'aceita', aceitaVersao: 2 });
    const [entry] = await (
      await getDb()
    )
      .select({ dados: timeline.dados })
      .from(timeline)
      .where(and(eq(timeline.assuntoId, id), eq(timeline.tipo, 'proposal.accepted')));
    expect(entry.dados).toMatchObject({ versao: 2 });
  });
});
