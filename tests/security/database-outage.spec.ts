import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import postgres from 'postgres';
import { actionSucceeded, findAction, type ServerReferenceManifest } from '../../bench/lib/actions';
import { hasPostgres, type OwnStack, startOwnStack } from './support/own-stack';
import { type Answer, timed, timedAction, timedPage } from './support/timed-requests';

const e2ePort = Number(process.env.E2E_PORT || 3100);

/**
 * The database away for a minute (docs/operacao.md, Banco fora do ar), through the real HTTP surface of a production server on
 * PostgreSQL: every request (public and staff pages, route handlers, the contact form, a staff action) is answered
 * within 5 s, pages with the Portuguese 503 page, forms with a Portuguese message; and every contact message sent
 * during the pause (some right as it starts, in the middle of their transaction) is stored exactly once after its
 * sender resends it with the same submission key, as the form does.
 */
test.describe.configure({ mode: 'serial' });
test.skip(!hasPostgres(), 'PostgreSQL não está instalado nesta máquina (apt-get install -y postgresql); a CI o tem.');

const PAUSE_MS = 60_000;
const ANSWER_MS = 5_000;

let stack: OwnStack;
let actions: { contact: string; staff: string };

test.beforeAll(async () => {
  test.setTimeout(300_000);
  // Each submission comes from an address of its own (the limits count per address, as behind a proxy).
  // Its own ports and database: web-surface.spec.ts pauses the default stack's database too, and CI runs specs side
  // by side.
  stack = await startOwnStack({
    port: e2ePort + 18,
    pgPort: 25410 + (e2ePort - 3100),
    env: { TRUSTED_PROXY: 'hops:1' },
  });
  const distDir = process.env.OWN_STACK_DIST_DIR || `.next-e2e-${e2ePort}`;
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, 'server/server-reference-manifest.json'), 'utf8'),
  ) as ServerReferenceManifest;
  const contact = findAction(manifest, 'server/leads/actions.ts', ['sendContactMessage']);
  const staff = findAction(manifest, 'server/clients/actions.ts', ['createClient']);
  if (!contact || !staff) throw new Error('ações não encontradas no manifesto do build');
  actions = { contact: contact.id, staff: staff.id };
});

test.afterAll(async () => {
  await stack?.stop();
});

const address = () => `198.51.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;
const page = (what: string, pathname: string, cookie?: string) => timedPage(stack.url, what, pathname, cookie);
const callAction = (what: string, id: string, args: unknown[], headers: Record<string, string> = {}) =>
  timedAction(stack.url, what, id, args, headers);

type Submission = { key: string; subject: string; from: string; acknowledged: boolean };
const run = randomUUID().slice(0, 8);
let sent = 0;

function contactForm(submission: Submission) {
  return [
    {
      name: 'Visitante da pausa',
      email: 'pausa@exemplo.com.br',
      phone: '',
      subject: submission.subject,
      message: 'Mensagem enviada com o banco parado.',
      service: 'site',
      website: '',
      chaveEnvio: submission.key,
    },
  ];
}

async function sendContact(submission: Submission): Promise<Answer> {
  const answer = await callAction('formulário de contato', actions.contact, contactForm(submission), {
    'x-forwarded-for': submission.from,
  });
  if (actionSucceeded(answer.status, answer.body)) submission.acknowledged = true;
  return answer;
}

function newSubmission(): Submission {
  return { key: randomUUID(), subject: `Pausa ${run} ${++sent}`, from: address(), acknowledged: false };
}

test('a 60 s database pause: every request answered within 5 s, and no form stored twice or unacknowledged', async () => {
  test.setTimeout(420_000);
  const { chargeSlugs, contractSlugs } = stack.seed.ids;
  const cookie = stack.seed.cookie;
  const submissions: Submission[] = [];
  const answers: Answer[] = [];
  const round = async () => {
    const forms = [newSubmission(), newSubmission()];
    submissions.push(...forms);
    answers.push(
      ...(await Promise.all([
        page('início', '/'),
        page('cobrança pública', `/p/${chargeSlugs[0]}`),
        page('contrato público', `/c/${contractSlugs[0]}`),
        page('projetos (equipe)', '/projetos', cookie),
        page('clientes (equipe)', '/clientes', cookie),
        timed('arquivo (equipe)', `${stack.url}/api/files/nao-existe.pdf`, { headers: { cookie } }),
        ...forms.map(sendContact),
        callAction('ação da equipe', actions.staff, [{ nome: `Cliente pausa ${run}`, email: '' }], { cookie }),
      ])),
    );
  };

  // The public pages are in the page cache before the pause, as on a live site. A first render still in flight when
  // the database stops answers Next's error page (500): a gap left open in docs/operacao.md, Banco fora do ar.
  await Promise.all([
    page('cobrança pública', `/p/${chargeSlugs[0]}`),
    page('contrato público', `/c/${contractSlugs[0]}`),
  ]);
  // Forms already on their way when the database stops: some fail inside their transaction.
  const inFlight = Promise.all(Array.from({ length: 6 }, () => round()));
  await new Promise((r) => setTimeout(r, 150));
  stack.stopDatabase();
  const pausedAt = Date.now();
  try {
    await inFlight;
    while (Date.now() - pausedAt < PAUSE_MS) {
      await round();
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    stack.startDatabase();
  }
  const during = answers;
  const slow = during.filter((a) => a.status === 0 || a.ms > ANSWER_MS);
  expect(slow.map((a) => `${a.what}: ${a.status} em ${Math.round(a.ms)} ms`)).toEqual([]);
  const failed = during.filter((a) => a.status >= 500 && a.status !== 503);
  expect(failed.map((a) => `${a.what}: ${a.status} ${a.body.slice(0, 120)}`)).toEqual([]);
  // Pages said so in Portuguese; forms got a message, never a raw error.
  expect(during.some((a) => a.status === 503 && a.body.includes('Serviço temporariamente indisponível'))).toBe(true);
  const forms = during.filter((a) => a.what === 'formulário de contato');
  for (const form of forms) {
    expect(form.status, form.body.slice(0, 200)).toBe(200);
    expect(form.body).toMatch(/"ok":true|Não conseguimos registrar seu envio agora|Muitas tentativas/);
  }
  expect(submissions.some((s) => !s.acknowledged)).toBe(true);

  // The database is back: each sender resends with the same key until the form says it was received.
  const sql = postgres(stack.databaseUrl, { max: 2, onnotice: () => {} });
  try {
    await expect.poll(async () => probe(), { timeout: 60_000 }).toBe(true);
    for (const submission of submissions.filter((s) => !s.acknowledged)) {
      await expect.poll(async () => (await sendContact(submission), submission.acknowledged)).toBe(true);
    }
    const stored = await sql<{ subject: string; n: number }[]>`
      select subject, count(*)::int as n from leads where subject like ${`Pausa ${run} %`} group by subject`;
    const counts = new Map(stored.map((row) => [row.subject, row.n]));
    expect(
      submissions.filter((s) => counts.get(s.subject) !== 1).map((s) => `${s.subject}: ${counts.get(s.subject)}`),
    ).toEqual([]);
    expect(stored).toHaveLength(submissions.length);
  } finally {
    await sql.end({ timeout: 1 });
  }

  /** A new message, to see whether the database is back: it is one more submission to account for. */
  async function probe(): Promise<boolean> {
    const submission = newSubmission();
    submissions.push(submission);
    await sendContact(submission);
    return submission.acknowledged;
  }
});
