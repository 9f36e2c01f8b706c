import { createSecureContext } from 'node:tls';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m, nfseErrorText } from '@/lib/messages';
import { AGENCIA_SECTION, ZAgencia } from '@/lib/settings/agencia';
import { FORBIDDEN } from '@/server/action';
import { nfseCredentials } from '@/server/nfse/certificate';
import { saveFiscalProfile, uploadNfseCertificate } from '@/server/nfse/actions';
import { getDb } from '@/server/platform/db/client';
import { configuracoes, enviosEmail, historicoPerfilProtegido, nfsePerfil } from '@/server/platform/db/schema';
import { writeSettings } from '@/server/settings/store';
import { icpBrasilP12, type TestCertificate } from '../support/nfse-certificates';
import { resetRequest } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

/** D226, D228, D230: the fiscal profile at /configuracoes/fiscal and the agency's A1 certificate. */
const e = nfseErrorText;
const DAY = 86_400_000;
const AGENCY_CNPJ = '11222333000181';
const CERT_PASS = 'senha-do-certificado';
const cleanups: Array<() => Promise<void>> = [];

const form = (patch: Record<string, string> = {}) => ({
  inscricaoMunicipal: '1234567',
  municipioIbge: '4106902',
  opSimpNac: '3',
  regApTribSn: '1',
  cTribNac: '010701',
  cTribMun: '',
  aliquotaIss: '2,5',
  descricaoModelo: '{descricao} — {competencia}',
  serie: '1',
  proximoNumero: '41',
  ambiente: '2',
  emitirQuando: 'pagamento',
  ...patch,
});

const db = () => getDb();
const stored = async () => (await (await db()).select().from(nfsePerfil).where(eq(nfsePerfil.chave, 'agencia')))[0];
const history = async () =>
  (await db())
    .select()
    .from(historicoPerfilProtegido)
    .where(inArray(historicoPerfilProtegido.campo, ['nfseAmbiente', 'nfseCertificado']));
const ownerMails = async () => (await db()).select().from(enviosEmail).where(eq(enviosEmail.tipo, 'perfil.alterado'));
const file = (options: TestCertificate = {}) =>
  new File([Buffer.from(icpBrasilP12({ passphrase: CERT_PASS, cnpj: AGENCY_CNPJ, ...options }))], 'aurora.pfx', {
    type: 'application/x-pkcs12',
  });

let owner: Awaited<ReturnType<typeof signInAsNewStaff>>;
let otherOwner: Awaited<ReturnType<typeof signInAsNewStaff>>;

beforeAll(async () => {
  const d = await db();
  await writeSettings(
    d,
    AGENCIA_SECTION,
    ZAgencia,
    { nomeFantasia: 'Estúdio Aurora', razaoSocial: 'Aurora Design Ltda', cnpj: AGENCY_CNPJ },
    null,
  );
  otherOwner = await signInAsNewStaff('owner');
  cleanups.push(otherOwner.cleanup);
  owner = await signInAsNewStaff('owner');
  cleanups.push(owner.cleanup);
  await d.delete(enviosEmail).where(eq(enviosEmail.tipo, 'perfil.alterado'));
}, 240_000);

afterAll(async () => {
  const d = await db();
  await d.delete(nfsePerfil);
  await d.delete(historicoPerfilProtegido);
  await d.delete(configuracoes).where(eq(configuracoes.secao, AGENCIA_SECTION));
  for (const cleanup of cleanups.reverse()) await cleanup();
  resetRequest();
});

describe('the fiscal profile', () => {
  it('the owner saves it: the values as the DPS will need them', async () => {
    expect(await saveFiscalProfile(form())).toEqual({ ok: true, data: { ok: true } });
    expect(await stored()).toMatchObject({
      inscricaoMunicipal: '1234567',
      municipioIbge: '4106902',
      opSimpNac: '3',
      regApTribSn: '1',
      cTribNac: '010701',
      cTribMun: '',
      aliquotaIss: 250,
      serie: '1',
      proximoNumero: 41,
      ambiente: '2',
      emitirQuando: 'pagamento',
      atualizadoPor: owner.id,
    });
    // Staying in produção restrita changes nothing the history keeps.
    expect(await history()).toHaveLength(0);
  });

  it('an admin saves it too; regApTribSN is kept for a Simples ME/EPP only', async () => {
    const admin = await signInAsNewStaff('admin');
    cleanups.push(admin.cleanup);
    expect(await saveFiscalProfile(form({ opSimpNac: '2', cTribMun: '001', emitirQuando: 'manual' }))).toMatchObject({
      ok: true,
    });
    expect(await stored()).toMatchObject({
      opSimpNac: '2',
      regApTribSn: null,
      cTribMun: '001',
      atualizadoPor: admin.id,
    });
  });

  it('a member is refused on the server and nothing changes', async () => {
    const member = await signInAsNewStaff('member');
    cleanups.push(member.cleanup);
    const before = await stored();
    expect(await saveFiscalProfile(form({ serie: '9' }))).toEqual({ ok: false, error: FORBIDDEN });
    expect(await uploadNfseCertificate({ arquivo: file(), senha: CERT_PASS, confirmacao: member.password })).toEqual({
      ok: false,
      error: FORBIDDEN,
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses an invalid IBGE code or cTribNac with the Portuguese message, and nothing changes', async () => {
    resetRequest();
    owner = await signInAsNewStaff('owner');
    cleanups.push(owner.cleanup);
    const before = await stored();
    // 4106902 is Curitiba: the same digits with another check digit are no municipality.
    expect(await saveFiscalProfile(form({ municipioIbge: '4106903' }))).toMatchObject({
      ok: false,
      error: e.municipio,
    });
    expect(await saveFiscalProfile(form({ municipioIbge: '9906902' }))).toMatchObject({
      ok: false,
      error: e.municipio,
    });
    expect(await saveFiscalProfile(form({ cTribNac: '01070' }))).toMatchObject({ ok: false, error: e.cTribNac });
    expect(await saveFiscalProfile(form({ aliquotaIss: '5,5' }))).toMatchObject({ ok: false, error: e.aliquotaIss });
    expect(await saveFiscalProfile(form({ serie: '123456' }))).toMatchObject({ ok: false, error: e.serie });
    expect(await saveFiscalProfile(form({ proximoNumero: '0' }))).toMatchObject({ ok: false, error: e.proximoNumero });
    expect(await saveFiscalProfile(form({ regApTribSn: '' }))).toMatchObject({ ok: false, error: e.regApTribSn });
    expect(await saveFiscalProfile(form({ descricaoModelo: '{valor}' }))).toMatchObject({
      ok: false,
      error: e.descricaoMarcador,
    });
    expect(await stored()).toEqual(before);
  });

  it('moving to produção asks for the password again, then is kept in the history and told to every owner', async () => {
    const before = await stored();
    expect(await saveFiscalProfile(form({ ambiente: '1' }))).toEqual({ ok: false, error: e.confirmacaoSenha });
    expect(await saveFiscalProfile({ ...form({ ambiente: '1' }), confirmacao: 'senha-errada-123' })).toEqual({
      ok: false,
      error: m.protectedChanges.errors.wrongPassword,
    });
    expect(await stored()).toEqual(before);
    expect(await saveFiscalProfile({ ...form({ ambiente: '1' }), confirmacao: owner.password })).toMatchObject({
      ok: true,
    });
    expect((await stored()).ambiente).toBe('1');
    expect((await history()).map((h) => [h.campo, h.valorAnterior, h.valorNovo, h.usuarioId])).toEqual([
      ['nfseAmbiente', 'Produção restrita (testes)', 'Produção', owner.id],
    ]);
    const mails = await ownerMails();
    expect(mails.map((mail) => mail.para)).toEqual(expect.arrayContaining([owner.email, otherOwner.email]));
    expect(mails[0].assunto).toBe('Estúdio Aurora: Ambiente da NFS-e alterado(s)');
    expect(mails[0].texto).toContain('Ambiente da NFS-e: Produção restrita (testes) → Produção');
    expect(mails[0].texto).toContain('/configuracoes/fiscal');
  });
});

describe('the A1 certificate', () => {
  it('is accepted: the holder, CNPJ and expiry shown, the file and its password sealed', async () => {
    const notAfter = new Date(Date.now() + 400 * DAY);
    const result = await uploadNfseCertificate({
      arquivo: file({ notAfter }),
      senha: CERT_PASS,
      confirmacao: owner.password,
    });
    expect(result).toMatchObject({ ok: true });
    const row = await stored();
    expect(row).toMatchObject({ certificadoTitular: 'AURORA DESIGN LTDA', certificadoCnpj: AGENCY_CNPJ });
    expect(Math.abs(row.certificadoValidoAte!.getTime() - notAfter.getTime())).toBeLessThan(1000);
    // The profile saved before is untouched.
    expect(row).toMatchObject({ municipioIbge: '4106902', ambiente: '1' });

    // No clear-text password, PEM or PKCS#12 in the row.
    const text = JSON.stringify(row);
    expect(text).not.toContain(CERT_PASS);
    expect(text).not.toMatch(/BEGIN|PRIVATE KEY/);
    expect(row.certificadoCifrado).toMatch(/^v1\./);
    const credentials = await nfseCredentials(await db());
    if (!credentials) throw new Error('no certificate');
    expect(text).not.toContain(credentials.passphrase);
    expect(text).not.toContain(credentials.pfx.toString('base64').slice(0, 40));
    expect(credentials.certPem).toContain('BEGIN CERTIFICATE');
    expect(credentials.keyPem).toContain('PRIVATE KEY');
    expect(() => createSecureContext({ pfx: credentials.pfx, passphrase: credentials.passphrase })).not.toThrow();

    const entry = (await history()).find((h) => h.campo === 'nfseCertificado');
    expect(entry?.valorAnterior).toBe('');
    expect(entry?.valorNovo).toMatch(/^AURORA DESIGN LTDA · CNPJ 11\.222\.333\/0001-81 · válido até \d\d\/\d\d\/\d{4}/);
  });

  it('refuses another CNPJ, an expired certificate, a wrong password, and keeps the one it had', async () => {
    const before = await stored();
    const upload = (arquivo: File, senha = CERT_PASS) =>
      uploadNfseCertificate({ arquivo, senha, confirmacao: owner.password });
    expect(await upload(file({ cnpj: '11444777000161' }))).toEqual({
      ok: false,
      error:
        'O certificado é do CNPJ 11.444.777/0001-61, que não é o da agência (11.222.333/0001-81). Envie o e-CNPJ da agência.',
    });
    const expired = await upload(
      file({ notBefore: new Date(Date.now() - 400 * DAY), notAfter: new Date(Date.now() - DAY) }),
    );
    expect(expired).toMatchObject({ ok: false });
    expect(!expired.ok && expired.error).toMatch(
      /^Este certificado venceu em \d\d\/\d\d\/\d{4}\. Envie um certificado válido\.$/,
    );
    expect(await upload(file(), 'senha-errada')).toEqual({ ok: false, error: e.certificadoSenha });
    expect(await upload(new File([new Uint8Array(60 * 1024)], 'grande.pfx'))).toEqual({
      ok: false,
      error: e.certificadoTamanho,
    });
    expect(await upload(new File([new TextEncoder().encode('texto')], 'x.pfx'))).toEqual({
      ok: false,
      error: e.certificadoFormato,
    });
    expect(await uploadNfseCertificate({ arquivo: file(), senha: CERT_PASS })).toEqual({
      ok: false,
      error: e.confirmacaoSenha,
    });
    expect(await stored()).toEqual(before);
  });

  it('takes a legacy RC2/3DES export and keeps it as a copy Node can use', async () => {
    const admin = await signInAsNewStaff('admin');
    cleanups.push(admin.cleanup);
    const before = (await stored()).certificadoImpressao;
    expect(
      await uploadNfseCertificate({ arquivo: file({ legacy: true }), senha: CERT_PASS, confirmacao: admin.password }),
    ).toMatchObject({ ok: true });
    const row = await stored();
    expect(row.certificadoImpressao).not.toBe(before);
    expect(row.atualizadoPor).toBe(admin.id);
    const credentials = await nfseCredentials(await db());
    expect(() => createSecureContext({ pfx: credentials!.pfx, passphrase: credentials!.passphrase })).not.toThrow();
    const entries = (await history()).filter((h) => h.campo === 'nfseCertificado');
    expect(entries).toHaveLength(2);
  });
});
