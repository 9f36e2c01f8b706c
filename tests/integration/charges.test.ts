import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInSaoPaulo } from '@/lib/format';
import { m } from '@/lib/messages';
import { SESSION_EXPIRED } from '@/server/action';
import { createCharge, sendChargeEmail, updateCharge, updateChargeStatus } from '@/server/charges/actions';
import { chargeDue, chargePixCode, getPublicCharge } from '@/server/charges/public';
import { getCharge, listCharges } from '@/server/charges/queries';
import { getDb } from '@/server/platform/db/client';
import { cobrancas } from '@/server/platform/db/schema';
import { outboxDir } from '@/server/platform/mail/send-mail';
import { renderChargePdf } from '@/server/charges/charge-pdf';
import { deliverQueuedMail } from '../support/deliver-mail';
import { resetRequest } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

const marker = `c${randomUUID().slice(0, 8)}`;
const today = todayInSaoPaulo();
const form = (overrides: Record<string, unknown> = {}) => ({
  titulo: `Site Institucional ${marker}`,
  cliente: `Padaria ${marker}`,
  valor: '1.500,00',
  dataVencimento: today,
  formaPagamento: 'pix' as const,
  descricao: '  Primeira parcela  ',
  observacoes: '',
  chavePix: 'financeiro@agencia.dev',
  codigoPix: '',
  nomeBeneficiario: 'Agência Digital',
  cidadeBeneficiario: 'São Paulo',
  ...overrides,
});

let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
beforeAll(async () => {
  staff = await signInAsNewStaff();
});
afterAll(async () => {
  const db = await getDb();
  await db.delete(cobrancas).where(like(cobrancas.busca, `%${marker}%`));
  await staff.cleanup();
});

describe('charges (document 001 §2.5–§2.8, §4, §5)', () => {
  let id: string;
  let slug: string;

  it('creates a charge in centavos with a sequential number and a slug', async () => {
    const a = await createCharge(form());
    const b = await createCharge(
      form({ titulo: `Manutenção ${marker}`, formaPagamento: 'boleto', valor: '250', chavePix: 'x@y.com' }),
    );
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    ({ id, slug } = a.data);
    expect(a.data.numeroCobranca).toMatch(/^\d{4}-\d{4,}$/);
    const seq = (n: string) => Number(n.split('-')[1]);
    expect(seq(b.data.numeroCobranca)).toBe(seq(a.data.numeroCobranca) + 1);
    expect(slug).toMatch(new RegExp(`^site-institucional-${marker}-[a-z0-9]{6}$`));
    const stored = await getCharge(id);
    expect(stored).toMatchObject({
      valor: 150000,
      status: 'pendente',
      descricao: 'Primeira parcela',
      observacoes: '',
      chavePix: 'financeiro@agencia.dev',
    });
    const other = await getCharge(b.data.id);
    expect(other).toMatchObject({ valor: 25000, chavePix: null, codigoPix: null, nomeBeneficiario: null });
  });

  it('refuses bad input with the document messages and saves nothing', async () => {
    const v = m.charges.validation;
    expect(await createCharge(form({ titulo: ' ' }))).toMatchObject({ ok: false, error: v.titulo });
    expect(await createCharge(form({ cliente: '' }))).toMatchObject({ ok: false, error: v.cliente });
    expect(await createCharge(form({ valor: '0' }))).toMatchObject({ ok: false, error: v.valor });
    expect(await createCharge(form({ valor: '-5' }))).toMatchObject({ ok: false, error: v.valor });
    expect(await createCharge(form({ chavePix: '' }))).toMatchObject({ ok: false, error: v.chavePix });
    expect((await listCharges({ q: marker })).rows).toHaveLength(2);
  });

  it('sums each card in SQL and searches title and client', async () => {
    const db = await getDb();
    const past = await createCharge(form({ titulo: `Atrasada ${marker}`, valor: '100', dataVencimento: '2020-01-10' }));
    if (!past.ok) throw new Error(past.error);
    const { totals, rows } = await listCharges({ q: marker });
    expect(rows).toHaveLength(3);
    expect(totals.pendentes).toEqual({ count: 2, sum: 175000 });
    expect(totals.vencidas).toEqual({ count: 1, sum: 10000 });
    expect(totals.pagas).toEqual({ count: 0, sum: 0 });
    expect(totals.total).toEqual({ count: 3, sum: 185000 });
    expect((await listCharges({ q: `padaria ${marker}` })).rows).toHaveLength(3);
    expect((await listCharges({ q: `manutencao ${marker}` })).rows).toHaveLength(1);
    await db.delete(cobrancas).where(eq(cobrancas.id, past.data.id));
  });

  it('edits a charge', async () => {
    expect(await updateCharge({ ...form({ valor: '1.800,50', observacoes: 'Pagar até o dia 10' }), id })).toMatchObject(
      { ok: true },
    );
    expect(await getCharge(id)).toMatchObject({ valor: 180050, observacoes: 'Pagar até o dia 10' });
  });

  it('reads only the public fields, by slug and by id, with a valid Pix code', async () => {
    const bySlug = await getPublicCharge(slug);
    const byId = await getPublicCharge(id);
    expect(byId).toEqual(bySlug);
    expect(Object.keys(bySlug!).sort()).toEqual(
      [
        'cidadeBeneficiario',
        'chavePix',
        'cliente',
        'codigoPix',
        'dataVencimento',
        'descricao',
        'formaPagamento',
        'jurosMensalPercentual',
        'multaPercentual',
        'nomeBeneficiario',
        'numeroCobranca',
        'observacoes',
        // The cobv's dynamic code, its location and state (D99): what the public page shows to pay it.
        'pixCopiaECola',
        'pixLocation',
        'pixStatus',
        'slug',
        'status',
        'titulo',
        'valor',
        // What was paid and what went back (D184): a paid charge's page shows its net amount.
        'valorPago',
        'devolvido',
      ].sort(),
    );
    const pix = await chargePixCode(bySlug!, chargeDue(bySlug!).total);
    expect(pix?.key).toBe('financeiro@agencia.dev');
    expect(pix?.brCode).toMatch(/^000201.*6304[0-9A-F]{4}$/);
    const pdf = await renderChargePdf(bySlug!);
    expect(Buffer.from(pdf.slice(0, 5)).toString()).toBe('%PDF-');
  });

  it('e-mails the client the link and the PDF', async () => {
    await deliverQueuedMail();
    const before = new Set(readdirSafe(outboxDir()));
    expect(await sendChargeEmail({ id, email: 'Cliente@Padaria.com.br' })).toEqual({
      ok: true,
      data: { email: 'cliente@padaria.com.br' },
    });
    await deliverQueuedMail();
    const added = readdirSafe(outboxDir()).filter((f) => !before.has(f));
    expect(added).toHaveLength(1);
    const eml = readFileSync(path.join(outboxDir(), added[0]), 'utf8');
    expect(eml).toContain(`/p/${slug}`);
    expect(eml).toContain('application/pdf');
    expect(await sendChargeEmail({ id, email: 'nao-e-email' })).toMatchObject({
      ok: false,
      error: m.charges.validation.email,
    });
  });

  it('moves only from pendente to pago (with data_pagamento) or cancelado', async () => {
    const paid = await updateChargeStatus({ id, status: 'pago' });
    expect(paid).toMatchObject({ ok: true, data: { status: 'pago' } });
    expect((await getCharge(id))?.dataPagamento).toBeInstanceOf(Date);
    expect(await updateChargeStatus({ id, status: 'cancelado' })).toEqual({
      ok: false,
      error: m.charges.validation.statusInvalido,
    });
    expect(await updateChargeStatus({ id, status: 'vencido' as 'pago' })).toMatchObject({ ok: false });
    expect((await getPublicCharge(slug))?.status).toBe('pago');
    const { totals } = await listCharges({ q: marker });
    expect(totals.pagas).toEqual({ count: 1, sum: 180050 });
  });

  it('refuses anonymous staff calls and changes nothing', async () => {
    resetRequest();
    expect(await createCharge(form())).toEqual({ ok: false, error: SESSION_EXPIRED });
    expect(await updateCharge({ ...form({ valor: '1' }), id })).toEqual({ ok: false, error: SESSION_EXPIRED });
    expect(await updateChargeStatus({ id, status: 'cancelado' })).toEqual({ ok: false, error: SESSION_EXPIRED });
    expect(await sendChargeEmail({ id, email: 'a@b.com' })).toEqual({ ok: false, error: SESSION_EXPIRED });
    await expect(listCharges()).rejects.toThrow();
    await expect(getCharge(id)).rejects.toThrow();
    expect((await getPublicCharge(slug))?.valor).toBe(180050);
    await staff.cleanup();
    staff = await signInAsNewStaff();
  });
});

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
