import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import postgres from 'postgres';
import { hasPostgres, type OwnStack, startOwnStack } from './support/own-stack';

/**
 * D84: two `next start` processes of one build, on one PostgreSQL and one redis-server, share
 * Next's cache through server/platform/cache/redis-cache-handler.mjs (REDIS_URL). A charge page cached on instance B
 * keeps its old text after the database changes; a revalidation made on instance A (the route the daily job
 * calls: revalidatePath('/(links)/p/[slug]', 'page')) shows the new text on B within 2 s; so does a staff action
 * on A ("Marcar como Pago", which revalidates /p/{slug}). With Redis gone, both instances still render the page.
 */
const REDIS_SERVER = process.env.REDIS_SERVER || '/usr/bin/redis-server';
const e2ePort = Number(process.env.E2E_PORT || 3100);
// Clear of own-stack's default ports (web-surface.spec may run at the same time).
const PORT = e2ePort + 12;
const PG_PORT = 25370 + (e2ePort - 3100);
const REDIS_PORT = 6390 + (e2ePort - 3100);
const CRON_SECRET = 'shared-cache-cron-secret-0123456789';

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.skip(!hasPostgres(), 'PostgreSQL não está instalado nesta máquina (apt-get install -y postgresql); a CI o tem.');
test.skip(
  !existsSync(REDIS_SERVER),
  `redis-server não está instalado (${REDIS_SERVER}; apt-get install -y redis-server); a CI o tem.`,
);

let redis: ChildProcess | undefined;
let stack: OwnStack | undefined;

async function stopRedis(): Promise<void> {
  if (!redis || redis.exitCode !== null) return;
  const exited = new Promise((resolve) => redis!.once('exit', resolve));
  redis.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  // No persistence: a throwaway cache for this spec only.
  redis = spawn(
    REDIS_SERVER,
    ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  stack = await startOwnStack({
    instances: 2,
    port: PORT,
    pgPort: PG_PORT,
    env: { REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`, CRON_SECRET, WORKER: 'off' },
  });
});

test.afterAll(async () => {
  await stack?.stop();
  await stopRedis();
});

const titleOf = async (url: string) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(20_000) });
  return { status: response.status, cache: response.headers.get('x-nextjs-cache'), html: await response.text() };
};

test('a revalidation on instance A reaches instance B within 2 s', async () => {
  const [a, b] = stack!.urls;
  const slug = stack!.seed.ids.chargeSlugs?.[0];
  expect(slug, 'the seed has a public charge').toBeTruthy();
  const page = `/p/${slug}`;

  // Both instances render and cache the page; B then answers from the shared cache.
  expect((await titleOf(a + page)).status).toBe(200);
  expect((await titleOf(b + page)).status).toBe(200);
  expect((await titleOf(b + page)).cache).toBe('HIT');

  const title = `Cache compartilhado ${Date.now()}`;
  const sql = postgres(stack!.databaseUrl, { max: 1 });
  try {
    await sql`update cobrancas set titulo = ${title} where slug = ${slug!}`;
  } finally {
    await sql.end();
  }
  // Nothing revalidated yet: B still shows the cached page.
  expect((await titleOf(b + page)).html).not.toContain(title);

  const revalidated = await fetch(`${a}/api/cron?revalidar=cobrancas`, {
    headers: { Authorization: `Bearer ${CRON_SECRET}` },
  });
  expect(revalidated.status).toBe(200);
  const { seen, elapsed } = await seenWithin(b + page, title, 2_000);
  console.log(`[shared-cache] nova versão visível na instância B em ${elapsed} ms`);
  expect(seen, `B shows the new title within 2 s (waited ${elapsed} ms)`).toBe(true);
  // And B caches the new version again.
  expect((await titleOf(b + page)).cache).toBe('HIT');
});

async function seenWithin(url: string, text: string, ms: number): Promise<{ seen: boolean; elapsed: number }> {
  const since = Date.now();
  let seen = false;
  while (!seen && Date.now() - since < ms) {
    seen = (await titleOf(url)).html.includes(text);
    if (!seen) await new Promise((r) => setTimeout(r, 100));
  }
  return { seen, elapsed: Date.now() - since };
}

test('a staff action on instance A (Marcar como Pago) shows on instance B within 2 s', async ({ browser }) => {
  const [a, b] = stack!.urls;
  const slug = stack!.seed.ids.chargeSlugs?.[1];
  expect(slug, 'the seed has a second public charge').toBeTruthy();
  const sql = postgres(stack!.databaseUrl, { max: 1 });
  const [{ id }] = await sql<{ id: string }[]>`select id from cobrancas where slug = ${slug!}`.finally(() => sql.end());
  const paid = 'Esta cobrança já foi paga. Obrigado!';
  expect((await titleOf(`${b}/p/${slug}`)).html).not.toContain(paid);
  expect((await titleOf(`${b}/p/${slug}`)).cache).toBe('HIT');

  // The staff action revalidates /p/{slug} (a concrete path, as every staff edit does).
  const context = await browser.newContext({ baseURL: a });
  await context.addCookies(
    stack!.seed.cookie
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: a };
      }),
  );
  const page = await context.newPage();
  await page.goto(`/cobrancas/${id}`);
  await page.getByRole('button', { name: 'Marcar como Pago' }).click();
  await expect(page.getByText('O status da cobrança foi atualizado com sucesso.')).toBeVisible();
  await context.close();

  const { seen, elapsed } = await seenWithin(`${b}/p/${slug}`, paid, 2_000);
  console.log(`[shared-cache] ação da equipe visível na instância B em ${elapsed} ms`);
  expect(seen, `B shows the paid charge within 2 s (waited ${elapsed} ms)`).toBe(true);
});

test('a staff screen kept on instance B shows a write that B never saw at its next load', async () => {
  const [, b] = stack!.urls;
  const clientId = stack!.seed.ids.clientRecord?.[0];
  expect(clientId, 'the seed has a client record').toBeTruthy();
  const name = `Cliente compartilhado ${Date.now()}`;
  const record = `${b}/clientes/${clientId}`;
  const load = async () => {
    const response = await fetch(record, {
      headers: { cookie: stack!.seed.cookie },
      redirect: 'manual',
      signal: AbortSignal.timeout(20_000),
    });
    return {
      status: response.status,
      csp: response.headers.get('content-security-policy') ?? '',
      html: await response.text(),
    };
  };
  // B renders the client record and keeps it: the second load is the same page, from its per-person cache.
  const first = await load();
  expect(first.status).toBe(200);
  expect(first.csp).toMatch(/script-src 'self' 'sha256-/);
  expect(first.html).not.toContain(name);
  expect((await load()).html).toBe(first.html);

  // A write B took no part in (any writer moves the data version at commit).
  const sql = postgres(stack!.databaseUrl, { max: 1 });
  try {
    await sql`update clientes set nome = ${name} where id = ${clientId!}`;
  } finally {
    await sql.end();
  }
  const next = await load();
  expect(next.status).toBe(200);
  expect(next.html).toContain(name);
});

test('with Redis down both instances still render the page', async () => {
  const slug = stack!.seed.ids.chargeSlugs![0];
  await stopRedis();
  for (const url of stack!.urls) {
    for (let i = 0; i < 3; i++) {
      const started = Date.now();
      const { status } = await titleOf(`${url}/p/${slug}`);
      expect(status).toBe(200);
      expect(Date.now() - started).toBeLessThan(10_000);
    }
  }
});
