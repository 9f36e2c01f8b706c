import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInSaoPaulo } from '@/lib/format';
import { m } from '@/lib/messages';
import type { Actor } from '@/lib/timeline/kinds';
import {
  createCharge,
  reactivateCharge,
  sendChargeEmail,
  updateCharge,
  updateChargeStatus,
} from '@/server/charges/actions';
import { getPublicCharge } from '@/server/charges/public';
import { renderReceiptPdf } from '@/server/charges/receipt-pdf';
import { dispatch } from '@/server/events/dispatch';
import { getDb } from '@/server/platform/db/client';
import { clientes, cobrancas, enviosEmail, pixDevolucoes, pixRecebidos, timeline } from '@/server/platform/db/schema';
import { requestRefund } from '@/server/pix/request-refund';
import { updateRefund } from '@/server/pix/update-refund';
import { pdfText } from '../support/pdf-text';
import { resetRequest } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

/**
 * D182–D184: cancelling asks for a reason and tells the client, and can be undone while unpaid; a sent charge's Pix
 * key and code stay as sent; a settled refund tells the client and the page and receipt show the net amount.
 */
const marker = `g${randomUUID().slice(0, 8)}`;
const email = `cliente-${marker}@teste.dev`;
let clienteId: string;
let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
const chargeIds: string[] = [];

const form = (overrides: Record<string, unknown> = {}) => ({
  titulo: `Site ${marker}`,
  cliente: `Cliente ${marker}`,
  clienteId,
  valor: '1.500,00',
  dataVencimento: todayInSaoPaulo(),
  formaPagamento: 'pix' as const,
  descricao: '',
  observacoes: '',
  chavePix: 'financeiro@agencia.dev',
  codigoPix: '',
  nomeBeneficiario: 'Agência Digital',
  cidadeBeneficiario: 'São Paulo',
  ...overrides,
});

async function newCharge(overrides: Record<string, unknown> = {}) {
  const created = await createCharge(form(overrides));
  if (!created.ok) throw new Error(created.error);
  chargeIds.push(created.data.id);
  return created.data;
}

const mailsOf = async (chargeId: string, tipo: string) =>
  (await getDb())
    .select()
    .from(enviosEmail)
    .where(and(eq(enviosEmail.assuntoId, chargeId), eq(enviosEmail.tipo, tipo)));
const entriesOf = async (chargeId: string) =>
  (await getDb()).select().from(timeline).where(eq(timeline.assuntoId, chargeId));
const statusOf = async (chargeId: string) =>
  (await (await getDb()).select().from(cobrancas).where(eq(cobrancas.id, chargeId)))[0];

beforeAll(async () => {
  const db = await getDb();
  const [c] = await db
    .insert(clientes)
    .values({ nome: `Cliente ${marker}`, email })
    .returning();
  clienteId = c.id;
  staff = await signInAsNewStaff('member');
}, 240_000);

afterAll(async () => {
  const db = await getDb();
  await db.delete(pixDevolucoes).where(inArray(pixDevolucoes.cobrancaId, chargeIds));
  await db.delete(pixRecebidos).where(inArray(pixRecebidos.cobrancaId, chargeIds));
  await db.delete(cobrancas).where(inArray(cobrancas.id, chargeIds));
  await staff.cleanup();
  resetRequest();
});

describe('cancelling a charge (D182)', () => {
  it('keeps the reason, queues the client e-mail with it, and the undo makes the charge open again', async () => {
    const { id } = await newCharge();
    const cancelled = await updateChargeStatus({ id, status: 'cancelado', motivo: '  Serviço renegociado  ' });
    expect(cancelled).toMatchObject({ ok: true, data: { status: 'cancelado' } });
    const [notice] = await mailsOf(id, 'cobranca.cancelada');
    expect(notice).toMatchObject({ para: email, resultado: 'pendente' });
    expect(notice.assunto).toMatch(/^Cobrança \d{4}-\d+ cancelada: Site /);
    expect(notice.texto).toContain('foi cancelada pela');
    expect(notice.texto).toContain('Não é preciso pagá-la.\n\nMotivo: Serviço renegociado');
    const entry = (await entriesOf(id)).find((e) => e.tipo === 'charge.cancelled');
    expect(entry?.dados).toEqual({ motivo: 'Serviço renegociado' });

    // A cancelled charge cannot be cancelled again; the undo brings it back and tells the client.
    expect(await updateChargeStatus({ id, status: 'cancelado' })).toMatchObject({ ok: false });
    expect(await reactivateCharge({ id })).toEqual({ ok: true, data: { id, status: 'pendente' } });
    expect(await statusOf(id)).toMatchObject({ status: 'pendente', dataPagamento: null });
    const [back] = await mailsOf(id, 'cobranca.reativada');
    expect(back).toMatchObject({ para: email });
    expect(back.texto).toContain('volta a valer');
    expect((await entriesOf(id)).map((e) => e.tipo)).toContain('charge.reactivated');

    // Only a cancelled charge comes back; a second cancel (without a reason) tells the client again.
    expect(await reactivateCharge({ id })).toEqual({ ok: false, error: m.chargeGuard.reactivate.notCancelled });
    expect(await updateChargeStatus({ id, status: 'cancelado' })).toMatchObject({ ok: true });
    const notices = await mailsOf(id, 'cobranca.cancelada');
    expect(notices).toHaveLength(2);
    expect(notices.some((n) => !n.texto?.includes('Motivo:'))).toBe(true);
  });

  it('a paid charge is never reactivated; a reason too long is refused', async () => {
    const { id } = await newCharge();
    expect(await updateChargeStatus({ id, status: 'cancelado', motivo: 'x'.repeat(501) })).toMatchObject({
      ok: false,
      error: m.charges.validation.tooLong,
    });
    expect(await updateChargeStatus({ id, status: 'pago' })).toMatchObject({ ok: true });
    expect(await reactivateCharge({ id })).toEqual({ ok: false, error: m.chargeGuard.reactivate.notCancelled });
    expect((await statusOf(id)).status).toBe('pago');
  });
});

describe("a charge's Pix key and code (D183)", () => {
  it('change before the charge was sent, with a timeline entry; once sent they are locked', async () => {
    const { id } = await newCharge();
    expect(await updateCharge({ ...form({ chavePix: 'outra@agencia.dev' }), id })).toMatchObject({ ok: true });
    const change = (await entriesOf(id)).find((e) => e.tipo === 'charge.pixChanged');
    expect(change?.dados).toMatchObject({
      antes: { chavePix: 'financeiro@agencia.dev' },
      depois: { chavePix: 'outra@agencia.dev' },
    });

    expect(await sendChargeEmail({ id, email })).toMatchObject({ ok: true });
    for (const patch of [{ chavePix: 'golpe@fraude.com' }, { codigoPix: '00020126golpe' }])
      expect(await updateCharge({ ...form({ chavePix: 'outra@agencia.dev', ...patch }), id })).toEqual({
        ok: false,
        error: m.chargeGuard.pixLocked,
      });
    expect(await statusOf(id)).toMatchObject({ chavePix: 'outra@agencia.dev', codigoPix: null });
    // Other fields still change.
    expect(
      await updateCharge({ ...form({ chavePix: 'outra@agencia.dev', observacoes: 'Pagar até o dia 10' }), id }),
    ).toMatchObject({ ok: true });
    expect((await statusOf(id)).observacoes).toBe('Pagar até o dia 10');
  });
});

describe('a refund (D184)', () => {
  it('a settled refund queues the client notice; the public page and the receipt show the net amount', async () => {
    const { id, slug } = await newCharge();
    expect(await updateChargeStatus({ id, status: 'pago' })).toMatchObject({ ok: true });
    const db = await getDb();
    const [pix] = await db
      .insert(pixRecebidos)
      .values({
        endToEndId: `E${marker}`.padEnd(32, '0'),
        valor: 150000,
        horario: new Date(),
        cobrancaId: id,
        status: 'conciliado',
        origem: 'webhook',
        dados: {},
      })
      .returning();
    const actor: Actor = { tipo: 'sistema', nome: 'Pix' };
    const requested = await requestRefund(db, actor, { pixId: pix.id, valor: 50000 });
    await dispatch(requested.events);
    expect(await mailsOf(id, 'pix.devolucao')).toHaveLength(0);

    const answer = { status: 'DEVOLVIDO' as const, rtrId: 'D123', motivo: null, liquidadaEm: null };
    const settled = await updateRefund(db, actor, { refundId: requested.row.id, answer });
    expect(settled.events[0]).toMatchObject({ type: 'pix.refundUpdated', chargeSlug: slug, status: 'DEVOLVIDO' });
    await dispatch(settled.events);
    await dispatch(settled.events);
    const notices = await mailsOf(id, 'pix.devolucao');
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ para: email });
    expect(notices[0].texto).toContain(
      'Valor pago: R$\u00a01.500,00\nDevolvido: R$\u00a0500,00\nValor líquido: R$\u00a01.000,00',
    );

    const page = await getPublicCharge(slug);
    expect(page).toMatchObject({ status: 'pago', devolvido: 50000 });
    const receipt = await pdfText(await renderReceiptPdf((await statusOf(id))!, page!.devolvido));
    expect(receipt).toContain('Devolvido ao pagador: R$');
    expect(receipt).toContain('Valor líquido: R$');
  });
});
