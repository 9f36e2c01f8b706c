import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyConteudo } from '@/lib/proposals/content';
import { defaultPlan } from '@/lib/pipeline/payment-plan';
import { createClient } from '@/server/clients/create-client';
import { getDb } from '@/server/platform/db/client';
import { enviosEmail, propostas, timeline } from '@/server/platform/db/schema';
import { outboxDir } from '@/server/platform/mail/send-mail';
import { createProposal, saveProposalSection, sendProposalToClient, updateProposal } from '@/server/proposals/actions';
import { deleteClientsWithDocuments } from '../support/client-cleanup';
import { signInAsNewStaff } from '../support/staff';
import { deliverQueuedMail } from '../support/deliver-mail';

const marker = `ps${randomUUID().slice(0, 8)}`;
const SYSTEM = { tipo: 'sistema', nome: 'teste' } as const;
/** The outbox's mails, once the queued e-mails are delivered (D146). */
const mails = async () => {
  await deliverQueuedMail();
  try {
    return readdirSync(outboxDir()).map((f) => readFileSync(path.join(outboxDir(), f), 'utf8'));
  } catch {
    return [];
  }
};
const form = (clienteId: string, overrides: Record<string, unknown> = {}) => ({
  nome: `Loja ${marker}`,
  cliente: `Cliente ${marker}`,
  clienteId,
  status: 'pendente' as const,
  slug: '',
  conteudo: { ...emptyConteudo(), descricao: 'Loja nova.', escopo: ['Catálogo'], prazo: '30 dias' },
  ...overrides,
});

let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
let withEmail = '';
let withoutEmail = '';
let company = '';

beforeAll(async () => {
  staff = await signInAsNewStaff();
  const db = await getDb();
  withEmail = (await createClient(db, SYSTEM, { nome: `Cliente ${marker}`, email: `${marker}@cliente.test` })).row.id;
  withoutEmail = (await createClient(db, SYSTEM, { nome: `Sem e-mail ${marker}` })).row.id;
  company = (
    await createClient(db, SYSTEM, {
      nome: `Padaria ${marker} Ltda`,
      email: `padaria-${marker}@cliente.test`,
      assinanteNome: `Maria ${marker}`,
    })
  ).row.id;
});

afterAll(async () => {
  await deleteClientsWithDocuments(await getDb(), [withEmail, withoutEmail, company]);
  await staff.cleanup();
});

describe('Enviar proposta: the client gets the public link, the status becomes Enviada, once on the timeline', () => {
  it('mails the client of the registry, marks it Enviada and writes one timeline entry however often it is sent', async () => {
    const created = await createProposal(form(withEmail));
    if (!created.ok) throw new Error(created.error);
    const { id, slug } = created.data;
    const sent = await sendProposalToClient({ id });
    expect(sent).toMatchObject({ ok: true, data: { id, email: `${marker}@cliente.test` } });
    const mail = (await mails()).find((raw) => raw.includes(`/proposta/${slug}`));
    expect(mail).toBeDefined();
    expect(mail).toContain(`To: ${marker}@cliente.test`);
    const db = await getDb();
    const [row] = await db.select({ status: propostas.status }).from(propostas).where(eq(propostas.id, id));
    expect(row.status).toBe('enviada');
    expect(await sendProposalToClient({ id })).toMatchObject({ ok: true });
    const entries = await db
      .select()
      .from(timeline)
      .where(and(eq(timeline.assuntoId, id), eq(timeline.tipo, 'proposal.sent')));
    expect(entries).toHaveLength(1);
    // Each send queues its e-mail (D146); both are delivered.
    await deliverQueuedMail();
    const sends = await db.select().from(enviosEmail).where(eq(enviosEmail.assuntoId, id));
    expect(sends.map((s) => s.resultado)).toEqual(['enviado', 'enviado']);
  });

  it('greets the person who signs for a company client, and the client by name when the record names no one', async () => {
    const db = await getDb();
    const greetingOf = async (clienteId: string, cliente: string) => {
      const created = await createProposal(form(clienteId, { cliente }));
      if (!created.ok) throw new Error(created.error);
      expect(await sendProposalToClient({ id: created.data.id })).toMatchObject({ ok: true });
      const [send] = await db.select().from(enviosEmail).where(eq(enviosEmail.assuntoId, created.data.id));
      return send.texto?.split('\n')[0];
    };
    expect(await greetingOf(company, `Padaria ${marker} Ltda`)).toBe(`Olá, Maria ${marker}!`);
    expect(await greetingOf(withEmail, `Cliente ${marker}`)).toBe(`Olá, Cliente ${marker}!`);
  });

  it('refuses, changing nothing, a proposal whose client has no e-mail or that has no client of the registry', async () => {
    const created = await createProposal(form(withoutEmail, { cliente: `Sem e-mail ${marker}` }));
    if (!created.ok) throw new Error(created.error);
    const refused = await sendProposalToClient({ id: created.data.id });
    expect(refused).toMatchObject({ ok: false, error: expect.stringContaining('não tem e-mail cadastrado') });
    const db = await getDb();
    const [row] = await db
      .select({ status: propostas.status })
      .from(propostas)
      .where(eq(propostas.id, created.data.id));
    expect(row.status).toBe('pendente');
    const loose = await createProposal({ ...form(withEmail), clienteId: '' });
    if (!loose.ok) throw new Error(loose.error);
    expect(await sendProposalToClient({ id: loose.data.id })).toMatchObject({
      ok: false,
      error: expect.stringContaining('Escolha um cliente do cadastro'),
    });
    await db.delete(propostas).where(eq(propostas.id, loose.data.id));
  });
});

describe('the value is typed once: the payment plan’s total', () => {
  it('stores the plan’s total as the value, on create and on update, whatever the form sent as valor', async () => {
    const plan = defaultPlan(980_000);
    const created = await createProposal(
      form(withEmail, { conteudo: { ...form(withEmail).conteudo, valor: 'R$ 1,00' }, planoPagamento: plan }),
    );
    if (!created.ok) throw new Error(created.error);
    const db = await getDb();
    const read = async () =>
      (await db.select().from(propostas).where(eq(propostas.id, created.data.id)))[0] as typeof propostas.$inferSelect;
    expect((await read()).conteudo).toMatchObject({ valor: 'R$ 9.800,00' });
    const updated = await updateProposal({
      ...form(withEmail, { slug: created.data.slug }),
      id: created.data.id,
      planoPagamento: defaultPlan(450_000),
    });
    expect(updated).toMatchObject({ ok: true });
    expect((await read()).conteudo).toMatchObject({ valor: 'R$ 4.500,00' });
    // Typed in place on the page, the value moves the plan's total with it.
    expect(
      await saveProposalSection({
        id: created.data.id,
        section: 'investimento',
        fields: { valor: 'R$ 5.000,00', prazo: '30 dias' },
      }),
    ).toMatchObject({ ok: true });
    const after = await read();
    expect(after.conteudo).toMatchObject({ valor: 'R$ 5.000,00' });
    expect(after.planoPagamento).toMatchObject({ total: 500_000 });
  });
});
