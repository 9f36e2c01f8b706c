import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cobvRequest } from '@/lib/pix/cobv';
import { COBRANCA_SECTION, type TCobrancaSettings, ZCobrancaSettings } from '@/lib/settings/cobranca';
import { getAgency } from '@/server/agency/profile';
import { dispatch } from '@/server/events/dispatch';
import { getDb } from '@/server/platform/db/client';
import { clientes, cobrancas, enviosEmail, pixRecebidos } from '@/server/platform/db/schema';
import { apiPixProvider } from '@/server/pix/api-provider';
import { pixApiConfig } from '@/server/pix/config';
import { PixHttpClient } from '@/server/pix/http-client';
import { ingestNotification } from '@/server/pix/ingest-pix';
import type { DynamicPixProvider } from '@/server/pix/provider';
import { readSettings, writeSettings } from '@/server/settings/store';
import { startFakePsp, type FakePsp } from '../support/fake-psp';

/**
 * D162: a charge a received Pix settles is told to the agency, "Pix recebido de {cliente} — R$ 1.250,90", through
 * the outbox after the commit; the same bank notification again queues nothing more; the owner's switch off
 * queues nothing.
 */
let psp: FakePsp;
let client: PixHttpClient;
let pix: DynamicPixProvider;
let clienteId: string;
const marker = `PIXN-${randomUUID().slice(0, 6)}`;
let previous: TCobrancaSettings;

beforeAll(async () => {
  psp = await startFakePsp();
  const saved = { ...process.env };
  Object.assign(process.env, psp.env({ PIX_TIMEOUT_MS: '10000' }));
  const config = pixApiConfig();
  process.env = saved;
  if (!config.ok) throw new Error('config');
  client = new PixHttpClient(config.config);
  pix = apiPixProvider(config.config, client);
  const db = await getDb();
  previous = await readSettings(db, COBRANCA_SECTION, ZCobrancaSettings);
  [{ id: clienteId }] = await db
    .insert(clientes)
    .values({ nome: 'Ana Lima', documento: '529.982.247-25', observacoes: marker })
    .returning({ id: clientes.id });
}, 60_000);

afterAll(async () => {
  const db = await getDb();
  await writeSettings(db, COBRANCA_SECTION, ZCobrancaSettings, previous, null);
  const e2eids = [...psp.pix.keys()];
  if (e2eids.length) await db.delete(pixRecebidos).where(inArray(pixRecebidos.endToEndId, e2eids));
  await db.delete(cobrancas).where(like(cobrancas.numeroCobranca, `${marker}%`));
  await db.delete(clientes).where(eq(clientes.observacoes, marker));
  await client.close();
  await psp.close();
});

/** An open charge of R$ 1.250,90 with its cobv at the stand-in PSP, due in ten days. */
async function openCharge(n: number) {
  const id = randomUUID();
  const dataVencimento = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const result = cobvRequest({
    charge: {
      id,
      numeroCobranca: `${marker}-${n}`,
      titulo: 'Site institucional',
      valor: 125090,
      dataVencimento,
      multaPercentual: 2,
      jurosMensalPercentual: 1,
    },
    client: { nome: 'Ana Lima', documento: '52998224725' },
    chave: psp.chave,
    validadeAposVencimento: 30,
  });
  if (!result.ok) throw new Error(result.reason);
  await pix.putCobv(result.txid, result.body);
  await (await getDb()).insert(cobrancas).values({
    id,
    numeroCobranca: `${marker}-${n}`,
    titulo: 'Site institucional',
    cliente: 'Ana Lima',
    clienteId,
    valor: 125090,
    dataVencimento,
    slug: `${marker.toLowerCase()}-${n}`,
    pixTxid: result.txid,
  });
  return { id, txid: result.txid };
}

/** The bank's notification reaching the app, and what follows once it has committed (as the worker does). */
async function notifyBank(endToEndId: string) {
  const ingested = await ingestNotification(pix, { pix: [{ endToEndId }] });
  await dispatch(ingested.events, 'background');
  return ingested;
}

const noticesOf = async (chargeId: string) =>
  (await getDb())
    .select()
    .from(enviosEmail)
    .where(and(eq(enviosEmail.assuntoId, chargeId), eq(enviosEmail.tipo, 'pix.recebido-aviso')));

const statusOf = async (id: string) =>
  (await (await getDb()).select({ status: cobrancas.status }).from(cobrancas).where(eq(cobrancas.id, id)))[0].status;

describe('the agency hears of a Pix received (D162)', () => {
  it('queues one e-mail to the agency when a Pix settles a charge, and none for the same notification again', async () => {
    await writeSettings(await getDb(), COBRANCA_SECTION, ZCobrancaSettings, { avisoPixRecebido: true }, null);
    const charge = await openCharge(1);
    const paid = await psp.pay(charge.txid);
    const first = await notifyBank(paid.endToEndId);
    expect(first.novos).toHaveLength(1);
    expect(await statusOf(charge.id)).toBe('pago');

    const notices = await noticesOf(charge.id);
    expect(notices).toHaveLength(1);
    const [notice] = notices;
    expect(notice.para).toBe((await getAgency()).email);
    // formatMoney's space after R$ is the no-break one, as on every screen.
    expect(notice.assunto).toBe('Pix recebido de Ana Lima — R$\u00a01.250,90');
    expect(notice.texto).toContain('Pix recebido de Ana Lima — R$\u00a01.250,90');
    expect(notice.texto).toContain(`/cobrancas/${charge.id}`);
    expect(notice.chave).toBe(`pix.recebido-aviso:${paid.endToEndId}`);

    const again = await notifyBank(paid.endToEndId);
    expect(again.repetidos).toHaveLength(1);
    expect(await noticesOf(charge.id)).toHaveLength(1);
    // A retried follow-up (the same `charge.paid` dispatched twice) queues nothing more either.
    await dispatch(
      [
        {
          type: 'charge.paid',
          chargeId: charge.id,
          slug: 'x',
          at: new Date(),
          valor: 125090,
          endToEndId: paid.endToEndId,
        },
      ],
      'background',
    );
    expect(await noticesOf(charge.id)).toHaveLength(1);
  }, 60_000);

  it('queues nothing when the owner turned the notice off', async () => {
    await writeSettings(await getDb(), COBRANCA_SECTION, ZCobrancaSettings, { avisoPixRecebido: false }, null);
    const charge = await openCharge(2);
    const paid = await psp.pay(charge.txid);
    await notifyBank(paid.endToEndId);
    expect(await statusOf(charge.id)).toBe('pago');
    expect(await noticesOf(charge.id)).toEqual([]);
  }, 60_000);
});
