import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClients } from '@/server/clients/create-client';
import { createChargesBulk } from '@/server/charges/create-charge';
import { chargeClientEmail } from '@/server/charges/public';
import { getDb } from '@/server/platform/db/client';
import { clientes, cobrancas } from '@/server/platform/db/schema';

describe('/pagamento/{slug} starts with the charge client e-mail', () => {
  it('reads the e-mail of the linked client, and none for an unlinked charge', async () => {
    const db = await getDb();
    const run = randomUUID().slice(0, 8);
    const {
      row: [client],
    } = await createClients(db, { tipo: 'sistema', nome: 'Teste' }, [
      { nome: `Cliente ${run}`, email: `pagador-${run}@teste.dev` },
    ]);
    const base = {
      titulo: `Parcela ${run}`,
      cliente: `Cliente ${run}`,
      valor: 480000,
      dataVencimento: '2099-12-31',
      status: 'pendente',
      formaPagamento: 'boleto',
    };
    const [linked, unlinked] = await createChargesBulk(db, [
      { ...base, clienteId: client.id, numeroCobranca: `PF-${run}-1` },
      { ...base, clienteId: null, numeroCobranca: `PF-${run}-2` },
    ]);
    try {
      expect(await chargeClientEmail(linked.slug)).toBe(`pagador-${run}@teste.dev`);
      expect(await chargeClientEmail(unlinked.slug)).toBeNull();
    } finally {
      await db.delete(cobrancas).where(eq(cobrancas.titulo, base.titulo));
      await db.delete(clientes).where(eq(clientes.id, client.id));
    }
  });
});
