import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@/lib/messages';
import { emptyConteudo } from '@/lib/proposals/content';
import { SAMPLE_PROPOSAL } from '@/lib/proposals/sample';
import { SESSION_EXPIRED } from '@/server/action';
import { getDb } from '@/server/platform/db/client';
import { propostas } from '@/server/platform/db/schema';
import { outboxDir } from '@/server/platform/mail/send-mail';
import { renderProposalPdf } from '@/server/proposals/proposal-pdf';
import {
  acceptProposal,
  createProposal,
  createSampleProposal,
  deleteProposal,
  saveProposalSection,
  updateProposal,
} from '@/server/proposals/actions';
import { getPublicProposal } from '@/server/proposals/public';
import { listProposals } from '@/server/proposals/queries';
import { countProposalView } from '@/server/proposals/views';
import { resetRequest } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';
import { deliverQueuedMail } from '../support/deliver-mail';

const marker = `p${randomUUID().slice(0, 8)}`;
const form = (overrides: Record<string, unknown> = {}) => ({
  nome: `Site Padaria São João ${marker}`,
  cliente: `Padaria ${marker}`,
  status: 'pendente' as const,
  slug: '',
  conteudo: {
    ...emptyConteudo(),
    descricao: 'Um site novo.',
    escopo: ['Home', 'Contato'],
    valor: 'R$ 5.000,00',
    prazo: '30 dias',
  },
  ...overrides,
});

let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
const ids: string[] = [];
const signInAgain = async () => {
  await staff.cleanup();
  staff = await signInAsNewStaff();
};

beforeAll(async () => {
  staff = await signInAsNewStaff();
});

afterAll(async () => {
  const db = await getDb();
  await db.delete(propostas).where(like(propostas.busca, `%${marker}%`));
  for (const id of ids) await db.delete(propostas).where(eq(propostas.id, id));
  await staff.cleanup();
});

describe('proposals (document 000 §2.8, §7 propostas, §8)', () => {
  let id: string;
  let slug: string;

  it('creates a proposal with a slug made from the name and a 6-character suffix', async () => {
    const result = await createProposal(form());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    ({ id, slug } = result.data);
    expect(slug).toMatch(new RegExp(`^site-padaria-sao-joao-${marker}-[a-z0-9]{6}$`));
    const { rows } = await listProposals({ q: `PADARIA SAO JOAO ${marker}` });
    expect(rows.map((r) => r.id)).toEqual([id]);
  });

  it('refuses bad input and a slug already in use, saving nothing', async () => {
    expect(await createProposal(form({ nome: '' }))).toMatchObject({
      ok: false,
      error: m.proposals.validation.nomeObrigatorio,
    });
    expect(await createProposal(form({ slug }))).toEqual({ ok: false, error: m.proposals.validation.slugEmUso });
    expect(
      await createProposal(form({ conteudo: { ...emptyConteudo(), imagemCapa: 'javascript:alert(1)' } })),
    ).toMatchObject({ ok: false, error: m.proposals.validation.imageUrl });
    const { rows } = await listProposals({ q: marker });
    expect(rows).toHaveLength(1);
  });

  it('filters by status and searches nome and cliente', async () => {
    expect((await listProposals({ q: marker, status: 'pendente' })).rows).toHaveLength(1);
    expect((await listProposals({ q: marker, status: 'aceita' })).rows).toHaveLength(0);
    expect((await listProposals({ q: `padaria ${marker}` })).rows).toHaveLength(1);
  });

  it('updates a proposal, keeping its slug unless staff change it', async () => {
    const result = await updateProposal({ ...form({ status: 'enviada', slug }), id });
    expect(result).toMatchObject({ ok: true, data: { id, slug } });
    const stored = await getPublicProposal(slug);
    expect(stored?.status).toBe('enviada');
  });

  it('saves one section in place, merging into conteudo and touching updated_at', async () => {
    const db = await getDb();
    const [before] = await db.select({ updatedAt: propostas.updatedAt }).from(propostas).where(eq(propostas.id, id));
    const result = await saveProposalSection({
      id,
      section: 'investimento',
      fields: { valor: 'R$ 7.200,00', prazo: '45 dias' },
    });
    expect(result.ok).toBe(true);
    const stored = await getPublicProposal(slug);
    expect(stored?.conteudo).toMatchObject({
      valor: 'R$ 7.200,00',
      prazo: '45 dias',
      descricao: 'Um site novo.',
      escopo: ['Home', 'Contato'],
    });
    const [after] = await db.select({ updatedAt: propostas.updatedAt }).from(propostas).where(eq(propostas.id, id));
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect(await saveProposalSection({ id, section: 'escopo', fields: { escopo: ['Só a home'] } })).toMatchObject({
      ok: true,
    });
    expect((await getPublicProposal(slug))?.conteudo.valor).toBe('R$ 7.200,00');
  });

  it('refuses an anonymous in-place save or update and changes nothing (D4)', async () => {
    resetRequest();
    expect(await saveProposalSection({ id, section: 'hero', fields: { descricao: 'pichação' } })).toEqual({
      ok: false,
      error: SESSION_EXPIRED,
    });
    expect(await updateProposal({ ...form({ nome: 'x' }), id })).toEqual({ ok: false, error: SESSION_EXPIRED });
    expect(await deleteProposal({ id })).toEqual({ ok: false, error: SESSION_EXPIRED });
    expect(await createSampleProposal(undefined)).toEqual({ ok: false, error: SESSION_EXPIRED });
    expect((await getPublicProposal(slug))?.conteudo.descricao).toBe('Um site novo.');
    await signInAgain();
  });

  it('counts views atomically', async () => {
    await Promise.all(Array.from({ length: 5 }, () => countProposalView(slug)));
    const { rows } = await listProposals({ q: marker });
    expect(rows[0].visualizacoes).toBe(5);
    expect(rows[0].ultimaVisualizacao).not.toBeNull();
    expect(await countProposalView('nao-existe')).toBe(false);
  });

  it('lets the client accept once, recording name, e-mail, time and address, and tells the agency', async () => {
    resetRequest('203.0.113.7');
    expect(await acceptProposal({ slug, nome: 'A', email: 'x', confirmado: true })).toMatchObject({ ok: false });
    await deliverQueuedMail();
    const before = readdirSafe(outboxDir()).length;
    const accepted = await acceptProposal({
      slug,
      nome: 'Maria Souza',
      email: 'Maria@Padaria.com.br',
      confirmado: true,
    });
    expect(accepted).toMatchObject({
      ok: true,
      data: { slug, aceitaPorNome: 'Maria Souza', aceitaPorEmail: 'maria@padaria.com.br' },
    });
    const db = await getDb();
    const [row] = await db.select().from(propostas).where(eq(propostas.id, id));
    expect(row).toMatchObject({
      status: 'aceita',
      aceitaPorNome: 'Maria Souza',
      aceitaPorEmail: 'maria@padaria.com.br',
      aceitaPorIp: '203.0.113.7',
    });
    expect(row.aceitaEm).toBeInstanceOf(Date);
    expect(await acceptProposal({ slug, nome: 'Outra Pessoa', email: 'o@o.com', confirmado: true })).toEqual({
      ok: false,
      error: m.proposals.toasts.alreadyAccepted,
    });
    expect(
      await acceptProposal({ slug: 'nao-existe', nome: 'Outra Pessoa', email: 'o@o.com', confirmado: true }),
    ).toEqual({ ok: false, error: m.proposals.toasts.notFoundText });
    // The agency's notice was queued with the acceptance (D146), and leaves once delivered: one e-mail.
    await deliverQueuedMail();
    const mails = readdirSafe(outboxDir());
    expect(mails.length).toBe(before + 1);
    expect(readFileSync(path.join(outboxDir(), mails.sort().at(-1)!), 'utf8')).toContain('Maria Souza');
    await signInAgain();
  });

  it('renders a real PDF holding the proposal name', async () => {
    const proposal = await getPublicProposal(slug);
    const bytes = await renderProposalPdf(proposal!);
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    const { PDFDocument } = await import('pdf-lib');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe(proposal!.nome);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
  });

  it('creates the sample proposal for its client', async () => {
    const result = await createSampleProposal(undefined);
    expect(result).toMatchObject({ ok: true, data: { cliente: SAMPLE_PROPOSAL.cliente } });
    if (result.ok) {
      ids.push(result.data.id);
      expect((await getPublicProposal(result.data.slug))?.conteudo.escopo.length).toBeGreaterThan(3);
    }
  });

  it('deletes a proposal', async () => {
    expect(await deleteProposal({ id })).toMatchObject({ ok: true });
    expect(await getPublicProposal(slug)).toBeNull();
    expect(await deleteProposal({ id })).toEqual({ ok: false, error: m.proposals.toasts.notFoundText });
  });
});

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
