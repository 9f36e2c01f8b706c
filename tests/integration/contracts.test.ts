import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@/lib/messages';
import type { Actor } from '@/lib/timeline/kinds';
import { SESSION_EXPIRED } from '@/server/action';
import {
  createContract,
  createTemplate,
  deleteContract,
  deleteTemplate,
  updateContract,
  updateTemplate,
} from '@/server/contracts/actions';
import { getPublicContract } from '@/server/contracts/public';
import {
  getContract,
  listContracts,
  listTemplates,
  proposalOptions,
  templateOptions,
} from '@/server/contracts/queries';
import { seedDemoContracts } from '@/server/contracts/demo';
import { markContractSigned } from '@/server/contracts/mark-contract-signed';
import { getDb } from '@/server/platform/db/client';
import { contratoModelos, contratos, propostas } from '@/server/platform/db/schema';
import { renderContractPdf, renderContractPdfById } from '@/server/contracts/contract-pdf';
import { resetRequest } from '../support/request-context';
import { pdfText } from '../support/pdf-text';
import { signInAsNewStaff } from '../support/staff';

const SYSTEM: Actor = { tipo: 'sistema', nome: 'Teste' };

const marker = `k${randomUUID().slice(0, 8)}`;
const v = m.contracts.validation;
const form = (overrides: Record<string, unknown> = {}) => ({
  nome: `Contrato Site ${marker}`,
  cliente: `Padaria ${marker}`,
  descricao: 'Projeto do site',
  status: 'rascunho' as const,
  propostaId: '',
  templateId: 'model-01',
  fields: [] as Array<{ id: string; value: string }>,
  ...overrides,
});

async function pdfInfo(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  return { pages: doc.getPageCount(), title: doc.getTitle() };
}

let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
let propostaId: string;
beforeAll(async () => {
  staff = await signInAsNewStaff();
  const db = await getDb();
  const [p] = await db
    .insert(propostas)
    .values({
      nome: `Proposta ${marker}`,
      cliente: `Cliente da Proposta ${marker}`,
      slug: `proposta-${marker}`,
      busca: marker,
    })
    .returning({ id: propostas.id });
  propostaId = p.id;
});
afterAll(async () => {
  const db = await getDb();
  await db.delete(contratos).where(like(contratos.busca, `%${marker}%`));
  await db.delete(contratoModelos).where(like(contratoModelos.busca, `%${marker}%`));
  await db.delete(propostas).where(eq(propostas.id, propostaId));
  await staff.cleanup();
});

describe('contracts (document 001 §2.1, §2.2, §3, §5, §7, §8)', () => {
  let id: string;
  let slug: string;

  it('creates a contract from model-01 linked to a proposal, with the values typed in Editar Campos', async () => {
    const result = await createContract(
      form({
        propostaId,
        fields: [
          { id: 'field-1', value: `Padaria ${marker} Ltda` },
          { id: 'field-99', value: 'ignorado' },
        ],
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    ({ id, slug } = result.data);
    expect(slug).toMatch(new RegExp(`^contrato-site-${marker}-[a-z0-9]{12}$`));
    const stored = await getContract(id);
    expect(stored).toMatchObject({
      nome: `Contrato Site ${marker}`,
      status: 'rascunho',
      versao: 1,
      propostaId,
      propostaNome: `Proposta ${marker}`,
    });
    expect(stored!.conteudo.template).toContain('CONTRATO DE PRESTAÇÃO DE SERVIÇOS DE DESENVOLVIMENTO WEB');
    expect(stored!.conteudo.fields[0]).toEqual({
      id: 'field-1',
      value: `Padaria ${marker} Ltda`,
      originalPlaceholder: 'Nome ou razão social do contratante',
    });
    expect(stored!.conteudo.fields.some((f) => f.id === 'field-99')).toBe(false);
  });

  it('refuses bad input with the document messages and saves nothing', async () => {
    expect(await createContract(form({ nome: 'ab' }))).toMatchObject({ ok: false, error: v.nome });
    expect(await createContract(form({ cliente: ' x ' }))).toMatchObject({ ok: false, error: v.cliente });
    expect(await createContract(form({ status: 'aprovado' }))).toMatchObject({ ok: false, error: v.status });
    expect(await createContract(form({ propostaId: 'nao-e-uuid' }))).toMatchObject({ ok: false, error: v.proposta });
    expect(await createContract(form({ propostaId: randomUUID() }))).toMatchObject({ ok: false, error: v.proposta });
    expect(await createContract(form({ templateId: randomUUID() }))).toMatchObject({ ok: false, error: v.modelo });
    expect(await createContract(form({ fields: [{ id: 'campo', value: 'x' }] }))).toMatchObject({ ok: false });
    expect((await listContracts({ q: marker })).total).toBe(1);
  });

  it('updates the fields and the data, versao + 1 every time, body kept from the stored contract', async () => {
    const before = await getContract(id);
    const first = await updateContract({
      ...form({ status: 'enviado', fields: [{ id: 'field-2', value: '12.345.678/0001-90' }] }),
      id,
    });
    expect(first).toMatchObject({ ok: true, data: { id, versao: 2 } });
    const second = await updateContract({ ...form({ nome: `Contrato Site ${marker} revisado` }), id });
    expect(second).toMatchObject({ ok: true, data: { versao: 3 } });
    const after = await getContract(id);
    expect(after).toMatchObject({
      versao: 3,
      status: 'rascunho',
      nome: `Contrato Site ${marker} revisado`,
      slug,
      propostaId: null,
    });
    expect(after!.conteudo.template).toBe(before!.conteudo.template);
    expect(after!.conteudo.fields.find((f) => f.id === 'field-2')?.value).toBe('12.345.678/0001-90');
    expect(new Date(after!.updatedAt).getTime()).toBeGreaterThan(new Date(before!.updatedAt).getTime());
    expect(await updateContract({ ...form(), id: randomUUID() })).toEqual({ ok: false, error: v.missingId });
    expect(await updateContract({ ...form(), id: '' })).toMatchObject({ ok: false, error: v.missingId });
  });

  it('lists with search over name and client, the four counts and newest first', async () => {
    const other = await createContract(
      form({
        nome: `Manutenção ${marker}`,
        cliente: `Oficina Águia ${marker}`,
        status: 'assinado',
        templateId: 'model-02',
      }),
    );
    expect(other.ok).toBe(true);
    const all = await listContracts({ q: marker });
    expect(all.total).toBe(2);
    expect(all.rows[0].nome).toBe(`Manutenção ${marker}`);
    expect(all.counts).toEqual({ rascunho: 1, enviado: 0, assinado: 1, expirado: 0 });
    expect((await listContracts({ q: `oficina aguia ${marker}` })).rows.map((r) => r.cliente)).toEqual([
      `Oficina Águia ${marker}`,
    ]);
    expect((await listContracts({ q: `${marker} inexistente` })).total).toBe(0);
    if (other.ok) expect((await deleteContract({ id: other.data.id })).ok).toBe(true);
  });

  it('offers the built-in templates then database ones with "(DB)", and the proposals', async () => {
    const options = await templateOptions();
    expect(options.slice(0, 3).map((o) => o.nome)).toEqual([
      'Modelo em branco',
      'Modelo 01 - Contrato de Serviço',
      'Modelo 02 - Serviços Recorrentes',
    ]);
    const proposals = await proposalOptions();
    expect(proposals).toContainEqual({
      id: propostaId,
      nome: `Proposta ${marker}`,
      cliente: `Cliente da Proposta ${marker}`,
      clienteId: null,
    });
  });

  it('shows the public contract with only what the page shows, and a real PDF with the client name', async () => {
    const pub = await getPublicContract(slug);
    expect(Object.keys(pub!).sort()).toEqual([
      'assinadoEm',
      'cliente',
      'conteudo',
      'nome',
      'slug',
      'status',
      'updatedAt',
      'versao',
    ]);
    expect(await getPublicContract('nao-existe-123')).toBeNull();
    expect(await getPublicContract('<script>')).toBeNull();
    const bytes = await renderContractPdf(pub!);
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-');
    expect(await pdfInfo(bytes)).toMatchObject({ title: `Contrato Site ${marker} revisado` });
    expect((await pdfInfo(bytes)).pages).toBeGreaterThanOrEqual(2);
    const text = (await pdfText(bytes)).replace(/\s+/g, ' ');
    expect(text).toContain(`Cliente: Padaria ${marker}`);
    expect(text).toContain(`Padaria ${marker} Ltda`);
    expect(text).toContain('CLÁUSULA 8ª – DA ASSINATURA ELETRÔNICA');
    const byId = await renderContractPdfById(id);
    expect(byId?.filename).toBe(`contrato-${slug}.pdf`);
  });

  it('marks a contract signed for the e-signature flow, keeping its version', async () => {
    const db = await getDb();
    const signed = await db.transaction((tx) =>
      markContractSigned(tx as never, SYSTEM, { contractId: id, at: new Date('2026-03-05T12:00:00Z') }),
    );
    const row = signed?.row;
    expect(row).toEqual({ id, slug });
    expect(await getContract(id)).toMatchObject({
      status: 'assinado',
      versao: 3,
      assinadoEm: '2026-03-05T12:00:00.000Z',
    });
    expect(await markContractSigned(db, SYSTEM, { contractId: randomUUID() })).toBeNull();
  });

  it('deletes a contract, and says so when it is already gone', async () => {
    expect(await deleteContract({ id })).toMatchObject({ ok: true });
    expect(await getContract(id)).toBeNull();
    expect(await deleteContract({ id })).toEqual({ ok: false, error: m.contracts.toasts.deleteErrorText });
  });
});

describe('contract templates (document 001 §2.3, §5)', () => {
  const tv = m.contracts.templateValidation;
  let templateId: string;

  it('creates, lists, searches and updates a template, sanitising its HTML before storing it', async () => {
    const created = await createTemplate({
      nome: `Modelo Teste ${marker}`,
      descricao: 'Para testes',
      conteudo: JSON.stringify('<p onclick="x()">Eu, [Nome], aceito.</p><script>alert(1)</script>'),
    });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    templateId = created.data.id;
    const db = await getDb();
    const [row] = await db.select().from(contratoModelos).where(eq(contratoModelos.id, templateId));
    expect(row.conteudo).toBe('<p>Eu, [Nome], aceito.</p>');
    const list = await listTemplates({ q: `teste ${marker}` });
    expect(list.rows.map((r) => r.nome)).toEqual([`Modelo Teste ${marker}`]);
    expect(list.total).toBe(1);
    const updated = await updateTemplate({
      id: templateId,
      nome: `Modelo Teste ${marker}`,
      descricao: 'Atualizado',
      conteudo: JSON.stringify({ titulo: 'Termo', secoes: [{ titulo: 'Objeto', conteudo: '[Objeto]' }] }),
    });
    expect(updated.ok).toBe(true);
    expect((await listTemplates({ q: marker })).rows[0].descricao).toBe('Atualizado');
  });

  it('refuses invalid JSON, a missing name and missing content with the document messages', async () => {
    expect(await createTemplate({ nome: `X ${marker}`, descricao: '', conteudo: '{titulo: sem aspas}' })).toMatchObject(
      { ok: false, error: tv.json },
    );
    expect(await createTemplate({ nome: ' ', descricao: '', conteudo: '{}' })).toMatchObject({
      ok: false,
      error: tv.nome,
    });
    expect(await createTemplate({ nome: `X ${marker}`, descricao: '', conteudo: '  ' })).toMatchObject({
      ok: false,
      error: tv.conteudo,
    });
    expect(await updateTemplate({ id: templateId, nome: `X ${marker}`, descricao: '', conteudo: '[1,' })).toMatchObject(
      { ok: false, error: tv.json },
    );
    expect((await listTemplates({ q: marker })).total).toBe(1);
  });

  it('makes a contract from a database template, and refuses one that cannot be turned into a document', async () => {
    const options = await templateOptions();
    const option = options.find((o) => o.id === templateId);
    expect(option?.nome).toBe(`Modelo Teste ${marker} (DB)`);
    expect(option?.content?.fields).toEqual([{ id: 'field-1', value: '', originalPlaceholder: 'Objeto' }]);
    const made = await createContract(form({ templateId, fields: [{ id: 'field-1', value: 'Site novo' }] }));
    expect(made.ok).toBe(true);
    const broken = await createTemplate({ nome: `Quebrado ${marker}`, descricao: '', conteudo: '[1, 2, 3]' });
    expect(broken.ok).toBe(true);
    if (!broken.ok) return;
    expect((await templateOptions()).find((o) => o.id === broken.data.id)?.content).toBeNull();
    expect(await createContract(form({ templateId: broken.data.id }))).toEqual({
      ok: false,
      error: m.contracts.form.templateError,
    });
    expect((await deleteTemplate({ id: broken.data.id })).ok).toBe(true);
  });

  it('deletes a template; contracts made from it keep their text', async () => {
    expect(await deleteTemplate({ id: templateId })).toMatchObject({ ok: true });
    expect(await deleteTemplate({ id: templateId })).toEqual({
      ok: false,
      error: m.contracts.templateToasts.deleteError,
    });
    expect((await listContracts({ q: marker })).total).toBe(1);
  });
});

describe('demo contracts (D3)', () => {
  it('are made from the built-in templates with their fields filled', async () => {
    const db = await getDb();
    const ids = await seedDemoContracts(db, null);
    try {
      expect(ids).toHaveLength(2);
      const [signed, draft] = await Promise.all(ids.map((id) => getContract(id)));
      expect(signed).toMatchObject({ status: 'assinado', versao: 2 });
      expect(
        signed!.conteudo.fields.find((f) => f.originalPlaceholder === 'Nome ou razão social do contratante')?.value,
      ).toBe('Clínica Sorriso Feliz Ltda');
      expect(signed!.conteudo.fields.every((f) => f.value !== '')).toBe(true);
      expect(draft).toMatchObject({ status: 'rascunho', cliente: 'Padaria Pão Dourado' });
      expect(draft!.conteudo.fields.find((f) => f.originalPlaceholder === 'Valor mensal')?.value).toBe('890,00');
    } finally {
      for (const id of ids) await db.delete(contratos).where(eq(contratos.id, id));
    }
  });
});

describe('anonymous callers', () => {
  it('are refused by every contract action and query, and nothing changes', async () => {
    const [existing] = (await listContracts({ q: marker })).rows;
    resetRequest();
    expect(await createContract(form())).toEqual({ ok: false, error: SESSION_EXPIRED });
    expect(await updateContract({ ...form(), id: existing.id })).toEqual({ ok: false, error: SESSION_EXPIRED });
    expect(await deleteContract({ id: existing.id })).toEqual({ ok: false, error: SESSION_EXPIRED });
    expect(await createTemplate({ nome: 'x', descricao: '', conteudo: '{}' })).toEqual({
      ok: false,
      error: SESSION_EXPIRED,
    });
    expect(await updateTemplate({ id: randomUUID(), nome: 'x', descricao: '', conteudo: '{}' })).toEqual({
      ok: false,
      error: SESSION_EXPIRED,
    });
    expect(await deleteTemplate({ id: randomUUID() })).toEqual({ ok: false, error: SESSION_EXPIRED });
    await expect(listContracts()).rejects.toThrow();
    await expect(getContract(existing.id)).rejects.toThrow();
    await expect(listTemplates()).rejects.toThrow();
    await expect(templateOptions()).rejects.toThrow();
    await expect(proposalOptions()).rejects.toThrow();
    await staff.cleanup();
    staff = await signInAsNewStaff();
    expect(await getContract(existing.id)).toMatchObject({ versao: 1 });
  });
});
