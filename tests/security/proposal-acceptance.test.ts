import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, todayInSaoPaulo } from '@/lib/format';
import { fill, m } from '@/lib/messages';
import { addDays, canonicalJson } from '@/lib/proposals/acceptance';
import { emptyConteudo } from '@/lib/proposals/content';
import { SESSION_EXPIRED } from '@/server/action';
import { getDb } from '@/server/platform/db/client';
import { propostas } from '@/server/platform/db/schema';
import { outboxDir } from '@/server/platform/mail/send-mail';
import { renderProposalPdf } from '@/server/proposals/proposal-pdf';
import { acceptProposal, duplicateProposal, saveProposalSection, updateProposal } from '@/server/proposals/actions';
import { getPublicProposal } from '@/server/proposals/public';
import { deliverQueuedMail } from '../support/deliver-mail';
import { pdfText } from '../support/pdf-text';
import { resetRequest } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

/** D43: what can be accepted, what an acceptance records, what stays fixed afterwards. */
const marker = `acc${randomUUID().slice(0, 8)}`;
const a = m.proposals.acceptance;
const today = todayInSaoPaulo();
const conteudo = {
  ...emptyConteudo(),
  descricao: 'Um site novo.',
  escopo: ['Home', 'Contato'],
  valor: 'R$ 5.000,00',
  prazo: '30 dias',
};

let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
beforeAll(async () => {
  staff = await signInAsNewStaff();
});
afterAll(async () => {
  const db = await getDb();
  await db.delete(propostas).where(like(propostas.busca, `%${marker}%`));
  await staff.cleanup();
});

async function proposal(values: Partial<typeof propostas.$inferInsert> = {}) {
  const db = await getDb();
  const slug = `${marker}-${randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(propostas)
    .values({
      nome: `Site ${marker}`,
      cliente: `Padaria ${marker}`,
      status: 'enviada',
      slug,
      conteudo,
      busca: marker,
      validaAte: addDays(today, 10),
      ...values,
    })
    .returning();
  return row;
}

async function accept(slug: string, ip = '203.0.113.50') {
  resetRequest(ip);
  const result = await acceptProposal({ slug, nome: 'Maria Souza', email: 'maria@padaria.com.br', confirmado: true });
  await staff.cleanup();
  staff = await signInAsNewStaff();
  return result;
}

async function stored(id: string) {
  const db = await getDb();
  const [row] = await db.select().from(propostas).where(eq(propostas.id, id));
  return row;
}

describe('accepting a proposal (D43)', () => {
  it('refuses a recusada proposal, and leaves it unaccepted', async () => {
    const row = await proposal({ status: 'recusada' });
    expect(await accept(row.slug)).toEqual({ ok: false, error: a.refused });
    expect(await stored(row.id)).toMatchObject({ status: 'recusada', aceitaEm: null, aceiteHash: null });
  });

  it('refuses a proposal past its validity (a year-old one, and one that ended yesterday)', async () => {
    const old = await proposal({
      validaAte: addDays(today, -365),
      dataCriacao: new Date(Date.now() - 395 * 86_400_000),
    });
    expect(await accept(old.slug)).toEqual({
      ok: false,
      error: fill(a.expired, { data: formatDate(addDays(today, -365)) }),
    });
    const yesterday = await proposal({ status: 'pendente', validaAte: addDays(today, -1) });
    expect(await accept(yesterday.slug)).toMatchObject({
      ok: false,
      error: fill(a.expired, { data: formatDate(addDays(today, -1)) }),
    });
    expect(await stored(old.id)).toMatchObject({ status: 'enviada', aceitaEm: null });
  });

  it('accepts on its last valid day and stores a snapshot whose SHA-256 is the stored hash, printed in the e-mail and the PDF', async () => {
    const row = await proposal({ validaAte: today });
    await deliverQueuedMail();
    const before = readdirSafe(outboxDir()).length;
    const result = await accept(row.slug);
    expect(result).toMatchObject({ ok: true });
    const after = await stored(row.id);
    expect(after.status).toBe('aceita');
    const recomputed = createHash('sha256').update(canonicalJson(after.aceiteConteudo), 'utf8').digest('hex');
    expect(after.aceiteHash).toBe(recomputed);
    expect(after.aceiteConteudo).toMatchObject({
      proposta: {
        id: row.id,
        nome: row.nome,
        cliente: row.cliente,
        validaAte: today,
        conteudo: { valor: 'R$ 5.000,00', prazo: '30 dias', escopo: ['Home', 'Contato'] },
      },
      aceite: { nome: 'Maria Souza', email: 'maria@padaria.com.br', em: after.aceitaEm!.toISOString() },
    });
    // The agency's notice, queued with the acceptance (D146), leaves once delivered.
    await deliverQueuedMail();
    const mails = readdirSafe(outboxDir()).sort();
    expect(mails.length).toBe(before + 1);
    expect(readFileSync(path.join(outboxDir(), mails.at(-1)!), 'utf8').replace(/=\r?\n/g, '')).toContain(recomputed);
    const text = await pdfText(await renderProposalPdf((await getPublicProposal(row.slug))!));
    expect(text.replace(/\s+/g, '')).toContain(recomputed);
  });

  it('accepts only once when ten acceptances race', async () => {
    const row = await proposal();
    resetRequest('203.0.113.51');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        acceptProposal({ slug: row.slug, nome: `Pessoa ${i}`, email: `p${i}@x.com.br`, confirmado: true }),
      ),
    );
    await staff.cleanup();
    staff = await signInAsNewStaff();
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const after = await stored(row.id);
    expect((after.aceiteConteudo as { aceite: { nome: string } }).aceite.nome).toBe(after.aceitaPorNome);
  });
});

describe('an accepted proposal keeps its price and scope (D43)', () => {
  it('refuses valor, prazo and escopo changes in the form and in place, and keeps other edits possible', async () => {
    const row = await proposal();
    expect(await accept(row.slug)).toMatchObject({ ok: true });
    const form = { nome: row.nome, cliente: row.cliente, status: 'aceita' as const, slug: row.slug, conteudo };
    expect(await updateProposal({ ...form, id: row.id, conteudo: { ...conteudo, valor: 'R$ 9.000,00' } })).toEqual({
      ok: false,
      error: a.locked,
    });
    expect(await updateProposal({ ...form, id: row.id, conteudo: { ...conteudo, prazo: '10 dias' } })).toEqual({
      ok: false,
      error: a.locked,
    });
    expect(await updateProposal({ ...form, id: row.id, conteudo: { ...conteudo, escopo: ['Home'] } })).toEqual({
      ok: false,
      error: a.locked,
    });
    expect(
      await saveProposalSection({
        id: row.id,
        section: 'investimento',
        fields: { valor: 'R$ 1,00', prazo: '30 dias' },
      }),
    ).toEqual({ ok: false, error: a.locked });
    expect(
      await saveProposalSection({ id: row.id, section: 'escopo', fields: { escopo: ['Tudo', 'e mais'] } }),
    ).toEqual({ ok: false, error: a.locked });
    expect((await stored(row.id)).conteudo).toMatchObject({
      valor: 'R$ 5.000,00',
      prazo: '30 dias',
      escopo: ['Home', 'Contato'],
    });
    // What is not price or scope can still be corrected.
    expect(
      await updateProposal({ ...form, id: row.id, conteudo: { ...conteudo, descricao: 'Texto revisto.' } }),
    ).toMatchObject({ ok: true });
    expect(
      await saveProposalSection({ id: row.id, section: 'hero', fields: { descricao: 'Outro texto.' } }),
    ).toMatchObject({ ok: true });
  });

  it('"Duplicar proposta" makes a new pendente copy with its own slug and validity', async () => {
    const row = await proposal();
    expect(await accept(row.slug)).toMatchObject({ ok: true });
    const copy = await duplicateProposal({ id: row.id });
    if (!copy.ok) throw new Error(copy.error);
    expect(copy.data.slug).not.toBe(row.slug);
    const dup = await stored(copy.data.id);
    expect(dup).toMatchObject({
      status: 'pendente',
      cliente: row.cliente,
      aceitaEm: null,
      aceiteHash: null,
      validaAte: addDays(today, 30),
      nome: `${row.nome}${a.copySuffix}`,
    });
    expect(dup.conteudo).toMatchObject({ valor: 'R$ 5.000,00' });
    expect(
      await updateProposal({
        nome: dup.nome,
        cliente: dup.cliente,
        status: 'pendente',
        slug: dup.slug,
        id: dup.id,
        conteudo: { ...conteudo, valor: 'R$ 9.000,00' },
      }),
    ).toMatchObject({ ok: true });
  });

  it('refuses anonymous duplication and bad input', async () => {
    const row = await proposal();
    resetRequest();
    expect(await duplicateProposal({ id: row.id })).toEqual({ ok: false, error: SESSION_EXPIRED });
    staff = await signInAsNewStaff();
    expect(await duplicateProposal({ id: 'nao-e-uuid' })).toMatchObject({ ok: false });
    expect(await duplicateProposal({ id: randomUUID() })).toEqual({
      ok: false,
      error: m.proposals.toasts.notFoundText,
    });
  });

  it('lets staff set the validity date in the form, and refuses a day that does not exist', async () => {
    const row = await proposal({ validaAte: addDays(today, -5) });
    const form = { nome: row.nome, cliente: row.cliente, status: 'enviada' as const, slug: row.slug, conteudo };
    expect(await updateProposal({ ...form, id: row.id, validaAte: '2026-02-30' })).toEqual(
      expect.objectContaining({ ok: false, error: a.validaAteInvalid }),
    );
    expect(await updateProposal({ ...form, id: row.id, validaAte: addDays(today, 7) })).toMatchObject({ ok: true });
    expect((await stored(row.id)).validaAte).toBe(addDays(today, 7));
    expect(await updateProposal({ ...form, id: row.id })).toMatchObject({ ok: true });
    expect((await stored(row.id)).validaAte).toBe(addDays(today, 7));
    expect(await accept(row.slug)).toMatchObject({ ok: true });
  });
});

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
