import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { now, setClock } from '@/lib/clock';
import type { SettingsSection } from '@/server/events/types';
import { getDb, type Db } from '@/server/platform/db/client';
import { clientes, configuracoes, etapasExecutadas, timeline } from '@/server/platform/db/schema';
import { runOnce } from '@/server/pipeline/run-once';
import { readSettings, writeSettings } from '@/server/settings/store';
import { recordEvent } from '@/server/timeline/record';

const marker = randomUUID().slice(0, 8);

afterAll(async () => {
  setClock(null);
  const db = await getDb();
  await db.delete(clientes).where(eq(clientes.nome, `Cliente ${marker}`));
  await db.delete(configuracoes).where(eq(configuracoes.secao, `teste-${marker}`));
});

describe('timeline, settings and run-once (the pipeline foundation)', () => {
  it('writes a timeline entry once per idempotency key, at the clock time', async () => {
    const db = await getDb();
    const [cliente] = await db
      .insert(clientes)
      .values({ nome: `Cliente ${marker}` })
      .returning();
    setClock(new Date('2026-03-01T12:00:00Z'));
    const event = {
      clienteId: cliente.id,
      tipo: 'charge.overdue' as const,
      assunto: { tipo: 'charge' as const, id: randomUUID() },
      ator: { tipo: 'sistema' as const, nome: 'Régua de cobrança' },
      chave: `overdue-${marker}`,
    };
    expect(await recordEvent(db, event)).toBe(true);
    expect(await recordEvent(db, event)).toBe(false);
    const rows = await db.select().from(timeline).where(eq(timeline.clienteId, cliente.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].createdAt.toISOString()).toBe('2026-03-01T12:00:00.000Z');
    expect(now().toISOString()).toBe('2026-03-01T12:00:00.000Z');
    setClock(null);
  });

  it('rolls a timeline entry back with the transaction it belongs to', async () => {
    const db = await getDb();
    const id = randomUUID();
    await db
      .transaction(async (tx) => {
        await recordEvent(tx as unknown as Db, {
          clienteId: null,
          tipo: 'lead.received',
          assunto: { tipo: 'lead', id },
          ator: { tipo: 'cliente' },
        });
        throw new Error('rollback');
      })
      .catch(() => {});
    expect(await db.select().from(timeline).where(eq(timeline.assuntoId, id))).toHaveLength(0);
  });

  it('reads a settings section through its schema defaults and saves it', async () => {
    const db = await getDb();
    const ZSection = z.object({
      ligado: z.boolean().catch(true).default(true),
      dias: z.number().int().catch(3).default(3),
    });
    // A section of the test's own, outside the app's list.
    const section = `teste-${marker}` as SettingsSection;
    expect(await readSettings(db, section, ZSection)).toEqual({ ligado: true, dias: 3 });
    const written = await writeSettings(db, section, ZSection, { ligado: false, dias: 5 }, null);
    expect(written.events).toEqual([{ type: 'settings.updated', section }]);
    expect(await readSettings(db, section, ZSection)).toEqual({ ligado: false, dias: 5 });
  });

  it('runs a step once per subject, even when ten callers race, and again after a failure', async () => {
    const db = await getDb();
    const subject = randomUUID();
    let runs = 0;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => runOnce(db, 'teste', subject, async () => ({ n: ++runs }))),
    );
    expect(runs).toBe(1);
    expect(results.filter(Boolean)).toHaveLength(1);
    const failing = randomUUID();
    await expect(
      runOnce(db, 'teste', failing, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await runOnce(db, 'teste', failing, async () => ({ ok: true }))).toEqual({ ok: true });
    await db.delete(etapasExecutadas).where(eq(etapasExecutadas.etapa, 'teste'));
  });
});
