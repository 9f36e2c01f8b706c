import { eq, inArray } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@/lib/messages';
import { AGENCIA_SECTION } from '@/lib/settings/agencia';
import { saveAgencyProfile } from '@/server/agency/actions';
import { loadAgencyProfile } from '@/server/agency/profile';
import { profileHistory } from '@/server/agency/profile-history';
import { confirmTwoFactor, startTwoFactor } from '@/server/account/actions';
import { getDb } from '@/server/platform/db/client';
import { configuracoes, enviosEmail, historicoPerfilProtegido } from '@/server/platform/db/schema';
import { resetRequest } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

/**
 * D180, D181: the Pix key and the two e-mails of the agency's profile are the owner's, asked for again, kept in a
 * history and told to every owner; every other field stays the admins' as before.
 */
const e = m.protectedChanges.errors;
const cleanups: Array<() => Promise<void>> = [];

const profile = (patch: Record<string, string> = {}) => ({
  nomeFantasia: 'Estúdio Aurora',
  razaoSocial: 'Aurora Design Ltda',
  corMarca: '#0f766e',
  cnpj: '',
  inscricaoMunicipal: '',
  endereco: '',
  cidade: 'Curitiba',
  uf: 'PR',
  cep: '',
  cidadeForo: '',
  representanteNome: 'Ana Souza',
  representanteCpf: '',
  representanteEmail: 'ana@aurora.com.br',
  email: 'contato@aurora.com.br',
  telefone: '',
  whatsapp: '',
  horario: '',
  pixChave: 'financeiro@aurora.com.br',
  pixBeneficiario: 'Aurora Design',
  pixCidade: 'Curitiba',
  ...patch,
});

const db = () => getDb();
const history = async () => (await db()).select().from(historicoPerfilProtegido);
const storedKey = async () => (await loadAgencyProfile(await db())).pixChave;
const ownerMails = async () => (await db()).select().from(enviosEmail).where(eq(enviosEmail.tipo, 'perfil.alterado'));

let owner: Awaited<ReturnType<typeof signInAsNewStaff>>;
let otherOwner: Awaited<ReturnType<typeof signInAsNewStaff>>;

beforeAll(async () => {
  otherOwner = await signInAsNewStaff('owner');
  cleanups.push(otherOwner.cleanup);
  owner = await signInAsNewStaff('owner');
  cleanups.push(owner.cleanup);
  // The starting profile, saved by the owner with the password.
  expect(await saveAgencyProfile({ ...profile(), confirmacao: owner.password })).toMatchObject({ ok: true });
  const d = await db();
  await d.delete(historicoPerfilProtegido);
  await d.delete(enviosEmail).where(eq(enviosEmail.tipo, 'perfil.alterado'));
}, 240_000);

afterAll(async () => {
  const d = await db();
  await d.delete(historicoPerfilProtegido);
  await d.delete(configuracoes).where(inArray(configuracoes.secao, [AGENCIA_SECTION]));
  for (const cleanup of cleanups.reverse()) await cleanup();
  resetRequest();
});

describe('the protected fields of the agency profile', () => {
  it('an admin saves the other fields as before, and cannot change the key or an e-mail', async () => {
    const admin = await signInAsNewStaff('admin');
    cleanups.push(admin.cleanup);
    expect(await saveAgencyProfile(profile({ horario: 'Seg. a sex., 9h às 18h' }))).toMatchObject({ ok: true });
    expect((await loadAgencyProfile(await db())).horario).toBe('Seg. a sex., 9h às 18h');

    const patches: Array<Record<string, string>> = [
      { pixChave: 'golpe@fraude.com' },
      { representanteEmail: 'golpe@fraude.com' },
      { email: 'golpe@fraude.com' },
    ];
    for (const patch of patches)
      expect(await saveAgencyProfile({ ...profile(patch), confirmacao: admin.password })).toEqual({
        ok: false,
        error: e.ownerOnly,
      });
    expect(await storedKey()).toBe('financeiro@aurora.com.br');
    expect(await history()).toHaveLength(0);
    expect(await ownerMails()).toHaveLength(0);
  });

  it('the owner is asked for the password again: missing or wrong, nothing changes', async () => {
    resetRequest();
    owner = await signInAsNewStaff('owner');
    cleanups.push(owner.cleanup);
    const changed = profile({ pixChave: '+5541988887777' });
    expect(await saveAgencyProfile(changed)).toEqual({ ok: false, error: e.passwordRequired });
    expect(await saveAgencyProfile({ ...changed, confirmacao: 'senha-errada-123' })).toEqual({
      ok: false,
      error: e.wrongPassword,
    });
    expect(await storedKey()).toBe('financeiro@aurora.com.br');
    expect(await history()).toHaveLength(0);
    expect(await ownerMails()).toHaveLength(0);
  });

  it('with the password the change is saved, kept in the history and e-mailed to every owner', async () => {
    const changed = profile({ pixChave: '+5541988887777', email: 'financeiro@aurora.com.br' });
    expect(await saveAgencyProfile({ ...changed, confirmacao: owner.password })).toMatchObject({ ok: true });
    expect(await storedKey()).toBe('+5541988887777');

    const rows = await history();
    expect(rows.map((r) => [r.campo, r.valorAnterior, r.valorNovo, r.usuarioId]).sort()).toEqual([
      ['email', 'contato@aurora.com.br', 'financeiro@aurora.com.br', owner.id],
      ['pixChave', 'financeiro@aurora.com.br', '+5541988887777', owner.id],
    ]);
    expect(rows.every((r) => r.endereco.startsWith('10.0.') && r.usuarioNome === 'Equipe Teste')).toBe(true);

    // What the settings screen shows: masked.
    const shown = await profileHistory();
    expect(shown.find((h) => h.campo === 'pixChave')).toMatchObject({
      antes: 'fi***@aurora.com.br',
      depois: '+55 (41) 9****-7777',
    });

    const mails = await ownerMails();
    const to = mails.map((mail) => mail.para);
    expect(to).toEqual(expect.arrayContaining([owner.email, otherOwner.email]));
    expect(mails.every((mail) => mail.resultado === 'pendente')).toBe(true);
    const text = mails[0].texto ?? '';
    expect(mails[0].assunto).toBe('Estúdio Aurora: Chave Pix, E-mail da agência alterado(s)');
    expect(text).toContain('Chave Pix: fi***@aurora.com.br → +55 (41) 9****-7777');
    expect(text).not.toContain('988887777');
  });

  it('an owner with two-factor on confirms with the authenticator code, not the password', async () => {
    const started = await startTwoFactor({ password: owner.password });
    if (!started.ok) throw new Error(started.error);
    expect(await confirmTwoFactor({ code: await generate({ secret: started.data.secret }) })).toMatchObject({
      ok: true,
    });
    const changed = profile({ pixChave: 'recebimentos@aurora.com.br' });
    expect(await saveAgencyProfile({ ...changed, confirmacao: owner.password })).toEqual({
      ok: false,
      error: e.wrongCode,
    });
    const code = await generate({ secret: started.data.secret });
    expect(await saveAgencyProfile({ ...changed, confirmacao: code })).toMatchObject({ ok: true });
    expect(await storedKey()).toBe('recebimentos@aurora.com.br');
  });
});
