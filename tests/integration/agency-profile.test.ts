import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPlan } from '@/lib/pipeline/payment-plan';
import { AGENCIA_SECTION } from '@/lib/settings/agencia';
import { PAINEL_SECTION } from '@/lib/settings/painel';
import { removeAgencyLogo, saveAgencyProfile, uploadAgencyLogo } from '@/server/agency/actions';
import { getAgency, loadAgencyProfile } from '@/server/agency/profile';
import { chargePixCode } from '@/server/charges/public';
import { dismissChecklist } from '@/server/overview/checklist-actions';
import { firstRunChecklist } from '@/server/overview/checklist';
import { onContractSigned } from '@/server/pipeline/on-contract-signed';
import { contractsWaitingForPix } from '@/server/pipeline/pix-waiting';
import { getDb } from '@/server/platform/db/client';
import { clientes, cobrancas, configuracoes, contratos, etapasExecutadas } from '@/server/platform/db/schema';
import { getStorage } from '@/server/platform/storage';
import { resetRequest } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

const marker = randomUUID().slice(0, 8);
const contractIds: string[] = [];
let clienteId: string;

const profile = (patch: Record<string, string> = {}) => ({
  nomeFantasia: 'Estúdio Aurora',
  razaoSocial: 'Aurora Design Ltda',
  corMarca: '#0f766e',
  cnpj: '11.222.333/0001-81',
  inscricaoMunicipal: '',
  endereco: 'Rua XV, 100',
  cidade: 'Curitiba',
  uf: 'PR',
  cep: '80020-310',
  cidadeForo: 'Curitiba - PR',
  representanteNome: 'Ana Souza',
  representanteCpf: '529.982.247-25',
  representanteEmail: 'ana@aurora.com.br',
  email: 'contato@aurora.com.br',
  telefone: '(41) 3333-4444',
  whatsapp: '(41) 98888-7777',
  horario: 'Seg. a sex., 9h às 18h',
  pixChave: 'financeiro@aurora.com.br',
  pixBeneficiario: 'Aurora Design',
  pixCidade: 'Curitiba',
  ...patch,
});

async function storedRow() {
  const db = await getDb();
  const [row] = await db.select().from(configuracoes).where(eq(configuracoes.secao, AGENCIA_SECTION));
  return row ?? null;
}

const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();

beforeAll(async () => {
  const db = await getDb();
  const [c] = await db
    .insert(clientes)
    .values({ nome: `Cliente ${marker}`, email: `cliente-${marker}@teste.dev` })
    .returning();
  clienteId = c.id;
}, 240_000);

afterAll(async () => {
  const db = await getDb();
  if (contractIds.length) {
    await db.delete(etapasExecutadas).where(inArray(etapasExecutadas.assuntoId, contractIds));
    await db.delete(cobrancas).where(inArray(cobrancas.contratoId, contractIds));
    await db.delete(contratos).where(inArray(contratos.id, contractIds));
  }
  await db.delete(configuracoes).where(inArray(configuracoes.secao, [AGENCIA_SECTION, PAINEL_SECTION]));
  resetRequest();
});

describe('saveAgencyProfile', () => {
  it('refuses the signed out and members; nothing is stored', async () => {
    resetRequest();
    expect(await saveAgencyProfile(profile())).toMatchObject({ ok: false, error: expect.stringMatching(/sessão/i) });
    const member = await signInAsNewStaff('member');
    const refused = await saveAgencyProfile(profile());
    expect(refused.ok).toBe(false);
    await member.cleanup();
    expect(await storedRow()).toBeNull();
  });

  it('refuses bad input with the reason in Portuguese, field by field; nothing is stored', async () => {
    const admin = await signInAsNewStaff('admin');
    // A landline is no phone key (D205): a Pix phone key is a mobile.
    const result = await saveAgencyProfile(profile({ cnpj: '11.222.333/0001-82', pixChave: '(11) 3456-7890' }));
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        cnpj: 'CNPJ inválido: confira os dígitos.',
        pixChave: 'Chave Pix inválida: use CPF, CNPJ, e-mail, celular com DDD ou chave aleatória.',
      },
    });
    expect(await saveAgencyProfile(profile({ nomeFantasia: '' }))).toMatchObject({
      ok: false,
      error: 'Preencha este campo.',
    });
    expect(await storedRow()).toBeNull();
    await admin.cleanup();
  });

  it('until saved the environment seeds the profile; the owner saves it and every reader sees it', async () => {
    const seeded = await loadAgencyProfile(await getDb());
    expect(seeded).toMatchObject({ saved: false, pix: { key: 'financeiro@agencia.dev' } });
    // The key and the e-mails differ from the seed: the owner's password is asked again (D181).
    const admin = await signInAsNewStaff('owner');
    expect(await saveAgencyProfile({ ...profile(), confirmacao: admin.password })).toMatchObject({ ok: true });
    const saved = await getAgency();
    expect(saved).toMatchObject({
      saved: true,
      name: 'Estúdio Aurora',
      cnpj: '11222333000181',
      representanteCpf: '52998224725',
      whatsapp: '5541988887777',
      pix: { key: 'financeiro@aurora.com.br', beneficiary: 'Aurora Design', city: 'Curitiba' },
      hasPixKey: true,
    });
    await admin.cleanup();
  });

  it('takes a phone key written without +55 and stores it as the API Pix reads it (D205)', async () => {
    const owner = await signInAsNewStaff('owner');
    for (const written of ['(21) 98765-4321', '21987654321', '+55 21 98765-4321']) {
      const saved = await saveAgencyProfile({ ...profile({ pixChave: written }), confirmacao: owner.password });
      expect(saved, written).toMatchObject({ ok: true });
      expect((await loadAgencyProfile(await getDb())).pixChave, written).toBe('+5521987654321');
      expect((await getAgency()).pix.key, written).toBe('+5521987654321');
    }
    await owner.cleanup();
  });
});

describe('uploadAgencyLogo', () => {
  it('stores two WebP renditions and refuses what is no image, too big or too large; the logo stays', async () => {
    const owner = await signInAsNewStaff('owner');
    const ok = await uploadAgencyLogo({ arquivo: new Blob([new Uint8Array(await png(1200, 600))]) });
    expect(ok.ok).toBe(true);
    const { logo } = await loadAgencyProfile(await getDb());
    expect(logo?.grande).toMatch(/^agencia\/logo-.+-grande\.webp$/);
    const big = await sharp(Buffer.from(await getStorage().get(logo!.grande))).metadata();
    const small = await sharp(Buffer.from(await getStorage().get(logo!.pequeno))).metadata();
    expect([big.format, big.width, big.height]).toEqual(['webp', 512, 256]);
    expect([small.format, small.width, small.height]).toEqual(['webp', 128, 64]);

    const refusals: Array<[Blob, string]> = [
      [new Blob(['%PDF-1.7 não é imagem']), 'Envie uma imagem PNG, JPEG ou WebP.'],
      [new Blob([new Uint8Array(await png(4100, 10))]), 'A imagem passa de 4000 × 4000 px.'],
      [new Blob([new Uint8Array(2 * 1024 * 1024 + 1)]), 'A imagem passa de 2 MB.'],
    ];
    for (const [arquivo, error] of refusals)
      expect(await uploadAgencyLogo({ arquivo })).toMatchObject({ ok: false, error });
    expect((await loadAgencyProfile(await getDb())).logo).toEqual(logo);

    expect(await removeAgencyLogo({})).toMatchObject({ ok: true });
    expect((await loadAgencyProfile(await getDb())).logo).toBeNull();
    await owner.cleanup();
  });
});

describe('Pix charges wait for the key (D102)', () => {
  it('a signed contract makes and e-mails no charge without a key, and runs once the key is saved', async () => {
    const admin = await signInAsNewStaff('owner');
    const confirmacao = admin.password;
    expect(await saveAgencyProfile({ ...profile({ pixChave: '' }), confirmacao })).toMatchObject({ ok: true });
    const db = await getDb();
    const [row] = await db
      .insert(contratos)
      .values({
        nome: `Contrato ${marker}`,
        cliente: `Cliente ${marker}`,
        clienteId,
        status: 'assinado',
        assinadoEm: new Date('2026-03-10T15:00:00Z'),
        conteudo: { template: '<p>x</p>', fields: [] },
        planoPagamento: defaultPlan(300000) as unknown as Record<string, unknown>,
        slug: `contrato-${randomUUID()}`,
      })
      .returning({ id: contratos.id });
    contractIds.push(row.id);

    const outcome = await onContractSigned(row.id);
    expect(outcome).toMatchObject({ cobrancas: 'aguardando', emailCobranca: 'aguardando', projeto: 'feito' });
    expect(await db.select().from(cobrancas).where(eq(cobrancas.contratoId, row.id))).toHaveLength(0);
    expect(await contractsWaitingForPix(db, row.id)).toEqual([row.id]);

    // Saving the key: the 'settings.updated' follow-up runs the waiting steps.
    expect(await saveAgencyProfile({ ...profile(), confirmacao })).toMatchObject({ ok: true });
    const charges = await db.select().from(cobrancas).where(eq(cobrancas.contratoId, row.id));
    expect(charges).toHaveLength(2);
    // D170: a plan's charges keep no key of their own; their one payable code is made from the saved key when shown.
    expect(charges.map((c) => [c.chavePix, c.codigoPix])).toEqual([
      [null, null],
      [null, null],
    ]);
    for (const c of charges) {
      const pix = await chargePixCode(c, c.valor);
      expect(pix?.key).toBe('financeiro@aurora.com.br');
      expect(pix?.brCode).toMatch(/^000201.*6304[0-9A-F]{4}$/);
    }
    expect(await contractsWaitingForPix(db, row.id)).toEqual([]);
    await admin.cleanup();
  });
});

describe('the first-run checklist', () => {
  it('ticks from the data and only the owner dismisses it', async () => {
    const db = await getDb();
    const items = await firstRunChecklist(db);
    expect(items).not.toBeNull();
    expect(Object.fromEntries(items!.map((i) => [i.item, i.done]))).toMatchObject({
      perfil: true,
      pix: true,
      cliente: true,
    });
    const admin = await signInAsNewStaff('admin');
    expect((await dismissChecklist({})).ok).toBe(false);
    await admin.cleanup();
    const owner = await signInAsNewStaff('owner');
    expect(await dismissChecklist({})).toMatchObject({ ok: true });
    expect(await firstRunChecklist(db)).toBeNull();
    await owner.cleanup();
  });
});
