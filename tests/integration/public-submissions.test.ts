import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { m } from '@/lib/messages';
import { getDb } from '@/server/platform/db/client';
import { enviosPublicos, leads, pagamentos, portalTokens } from '@/server/platform/db/schema';
import { sendContactMessage } from '@/server/leads/actions';
import { createCheckout } from '@/server/payments/actions';
import { requestPortalLink } from '@/server/portal/actions';
import { removePortalClient, seedPortalClient } from '../support/portal-seed';
import { resetRequest } from '../support/request-context';

/**
 * Public forms are idempotent (docs/operacao.md, Banco fora do ar, "Envios repetidos"): the browser sends one key per
 * submission with every attempt, and a resend after a timeout or a second click stores nothing again.
 */
const marker = `k${randomUUID().slice(0, 8)}`;
const visitor = () => resetRequest(`10.38.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
const contact = (subject: string, chaveEnvio?: string) => ({
  name: `Rita ${marker}`,
  email: 'rita@exemplo.com.br',
  phone: '',
  subject: `${subject} ${marker}`,
  message: 'Quero um site.',
  service: 'site' as const,
  website: '',
  ...(chaveEnvio ? { chaveEnvio } : {}),
});

async function leadsWith(subject: string) {
  const db = await getDb();
  return db
    .select()
    .from(leads)
    .where(eq(leads.subject, `${subject} ${marker}`));
}

afterAll(async () => {
  const db = await getDb();
  await db.delete(leads).where(like(leads.subject, `%${marker}%`));
  await db.delete(pagamentos).where(like(pagamentos.descricao, `%${marker}%`));
});

describe('a public form resent with its submission key', () => {
  it('stores a contact message once and answers every resend as the first', async () => {
    visitor();
    const key = randomUUID();
    const first = await sendContactMessage(contact('Uma vez', key));
    expect(first).toEqual({ ok: true, data: { stored: true } });
    expect(await sendContactMessage(contact('Uma vez', key))).toEqual(first);
    expect(await sendContactMessage(contact('Uma vez', key))).toEqual(first);
    expect(await leadsWith('Uma vez')).toHaveLength(1);
    // Another submission (another key) of the same text is another message; no key: no deduplication.
    expect((await sendContactMessage(contact('Uma vez', randomUUID()))).ok).toBe(true);
    expect((await sendContactMessage(contact('Uma vez'))).ok).toBe(true);
    expect(await leadsWith('Uma vez')).toHaveLength(3);
  });

  it('keeps nothing of a refused attempt: the same key works once the input is valid', async () => {
    visitor();
    const key = randomUUID();
    const refused = await sendContactMessage({ ...contact('Corrigido', key), email: 'sem-arroba' });
    expect(refused.ok).toBe(false);
    expect((await sendContactMessage(contact('Corrigido', key))).ok).toBe(true);
    expect(await leadsWith('Corrigido')).toHaveLength(1);
    expect((await sendContactMessage({ ...contact('Chave ruim'), chaveEnvio: 'nao-e-uuid' })).ok).toBe(false);
    expect(await leadsWith('Chave ruim')).toHaveLength(0);
  });

  it('makes one payment and one checkout for a resent payment form', async () => {
    visitor();
    const key = randomUUID();
    const form = {
      nome: 'Carla Dias',
      email: 'carla@teste.dev',
      descricao: `Loja ${marker}`,
      valor: '150,00',
      metodoPagamento: 'pix',
      parcelas: 1,
      codigoPromocional: null,
      tipoPagamento: 'avulso',
      chaveEnvio: key,
    } as never;
    const first = await createCheckout(form);
    expect(first.ok).toBe(true);
    expect(await createCheckout(form)).toEqual(first);
    const db = await getDb();
    expect(
      await db
        .select()
        .from(pagamentos)
        .where(eq(pagamentos.descricao, `Loja ${marker}`)),
    ).toHaveLength(1);
  });

  it('asks to wait while a first attempt without a transaction is still running, and takes over an abandoned one', async () => {
    visitor();
    const db = await getDb();
    const key = randomUUID();
    await db.insert(enviosPublicos).values({ acao: 'createCheckout', chave: key });
    const form = {
      nome: 'Carla Dias',
      email: 'carla@teste.dev',
      descricao: `Abandonado ${marker}`,
      valor: '90,00',
      metodoPagamento: 'pix',
      tipoPagamento: 'avulso',
      chaveEnvio: key,
    } as never;
    expect(await createCheckout(form)).toEqual({ ok: false, error: m.resilience.pending });
    await db
      .update(enviosPublicos)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(and(eq(enviosPublicos.acao, 'createCheckout'), eq(enviosPublicos.chave, key)));
    expect((await createCheckout(form)).ok).toBe(true);
    expect(
      await db
        .select()
        .from(pagamentos)
        .where(eq(pagamentos.descricao, `Abandonado ${marker}`)),
    ).toHaveLength(1);
  });

  it('sends one portal link for a resent sign-in form', async () => {
    const db = await getDb();
    const seeded = await seedPortalClient(db, `${marker}p`);
    try {
      visitor();
      const key = randomUUID();
      const email = seeded.client.email!;
      expect((await requestPortalLink({ email, chaveEnvio: key })).ok).toBe(true);
      expect((await requestPortalLink({ email, chaveEnvio: key })).ok).toBe(true);
      const tokens = await db.select().from(portalTokens).where(eq(portalTokens.clienteId, seeded.client.id));
      expect(tokens).toHaveLength(1);
    } finally {
      await removePortalClient(db, seeded.client.id);
    }
  });
});
