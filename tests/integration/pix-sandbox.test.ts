import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCharge } from '@/server/charges/actions';
import { getDb } from '@/server/platform/db/client';
import { clientes, cobrancas, pixRecebidos } from '@/server/platform/db/schema';
import { chargePixCode } from '@/server/charges/public';
import { dynamicPixOf } from '@/server/pix/public-cobv';
import { resetPixProvider } from '@/server/pix/providers';
import { payPixSandbox } from '@/server/pix/sandbox-actions';
import { signInAsNewStaff } from '../support/staff';

/**
 * The embedded default's demo (D99): with the sandbox provider a charge gets a cobv, its page shows the dynamic
 * code and the sandbox "bank app" link, and paying there makes the charge "Pago" by itself.
 */
const saved = { ...process.env };
const marker = `PIXS-${randomUUID().slice(0, 6)}`;
let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
let clienteId: string;

beforeAll(async () => {
  process.env.PIX_PROVIDER = 'sandbox';
  resetPixProvider();
  staff = await signInAsNewStaff();
  [{ id: clienteId }] = await (
    await getDb()
  )
    .insert(clientes)
    .values({ nome: 'Bruno Costa', documento: '11.222.333/0001-81', observacoes: marker })
    .returning({ id: clientes.id });
});

afterAll(async () => {
  const db = await getDb();
  const rows = await db
    .select({ id: cobrancas.id })
    .from(cobrancas)
    .where(like(cobrancas.titulo, `${marker}%`));
  for (const row of rows) {
    await db.delete(pixRecebidos).where(eq(pixRecebidos.cobrancaId, row.id));
    await db.delete(cobrancas).where(eq(cobrancas.id, row.id));
  }
  await db.delete(clientes).where(eq(clientes.observacoes, marker));
  await staff.cleanup();
  process.env = saved;
  resetPixProvider();
});

describe('the sandbox Pix', () => {
  it('pays a charge from the sandbox bank app, and the charge is paid by itself', async () => {
    const created = await createCharge({
      titulo: `${marker} Demo`,
      cliente: 'Bruno Costa',
      clienteId,
      valor: '250,00',
      dataVencimento: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10),
      formaPagamento: 'pix',
      descricao: '',
      observacoes: '',
      chavePix: 'financeiro@agencia.dev',
      codigoPix: '',
      nomeBeneficiario: '',
      cidadeBeneficiario: '',
      recorrencia: 'nenhuma',
    });
    if (!created.ok) throw new Error(created.error);
    const db = await getDb();
    const [row] = await db.select().from(cobrancas).where(eq(cobrancas.id, created.data.id));
    expect(row.pixStatus).toBe('ATIVA');
    const dynamic = await dynamicPixOf(row);
    expect(dynamic).toMatchObject({ due: { total: 25000 } });
    // D170: the one payable Pix is the cobv's code, made under the profile's key (D171).
    expect(await chargePixCode(row, 25000)).toMatchObject({ brCode: row.pixCopiaECola, dynamic: true });
    const token = dynamic!.sandboxPath!.split('/').at(-1)!;
    const paid = await payPixSandbox({ token });
    expect(paid).toEqual({ ok: true, data: { url: `/p/${row.slug}` } });
    const [after] = await db.select().from(cobrancas).where(eq(cobrancas.id, row.id));
    expect(after).toMatchObject({ status: 'pago', valorPago: 25000, pixStatus: 'CONCLUIDA' });
    expect(await payPixSandbox({ token })).toMatchObject({ ok: false });
  });
});
