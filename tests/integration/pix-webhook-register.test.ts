import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@/lib/messages';
import serverText from '@/messages';
import { FORBIDDEN } from '@/server/action';
import { resetPixProvider } from '@/server/pix/providers';
import { registerPixWebhook } from '@/server/pix/webhook-actions';
import { registeredWebhookUrl } from '@/server/pix/webhook-secret';
import { registerWebhook } from '@/server/pix/webhook-registration';
import { PIX_SECTION, ZPixSettings } from '@/lib/settings/pix';
import { getDb } from '@/server/platform/db/client';
import { readSettings } from '@/server/settings/store';
import { startFakePsp, type FakePsp } from '../support/fake-psp';
import { setProfilePixKey } from '../support/profile-pix-key';
import { signInAsNewStaff } from '../support/staff';

/**
 * "Registrar webhook no banco" on /configuracoes/integracoes (server/pix/webhook-actions.ts): an admin registers
 * PIX_WEBHOOK_URL at the stand-in PSP (`PUT /webhook/{chave}` over mutual TLS, schema-checked by the stand-in) under
 * the profile's key, with none in the environment (D171); a member may not; without the API Pix, the address or the
 * profile's key it says what is missing; a PSP down gives its Portuguese message and registers nothing. The bank's
 * answer is kept for Integrações (D172).
 */
const t = serverText.settingsArea.integrations.webhook;
const WEBHOOK = 'https://agencia.example/api/webhooks/pix';
const saved = { ...process.env };
let psp: FakePsp;

function configure(overrides: Record<string, string> = {}) {
  process.env = { ...saved, ...psp.env({ PIX_WEBHOOK_URL: WEBHOOK, PIX_BACKOFF_MS: '5', ...overrides }) };
  delete process.env.PIX_KEY;
  resetPixProvider();
}

const kept = async () => (await readSettings(await getDb(), PIX_SECTION, ZPixSettings)).webhook;

beforeAll(async () => {
  psp = await startFakePsp();
  await setProfilePixKey(psp.chave);
});

afterAll(async () => {
  process.env = saved;
  resetPixProvider();
  await psp.close();
});

describe('registerPixWebhook', () => {
  it('registers the webhook for an admin, and refuses a member', async () => {
    configure();
    const member = await signInAsNewStaff('member');
    const refused = await registerPixWebhook({});
    expect(refused).toEqual({ ok: false, error: FORBIDDEN });
    expect(psp.webhooks.get(psp.chave)).toBeUndefined();
    await member.cleanup();

    const admin = await signInAsNewStaff('admin');
    // D176: the bank gets the address with its secret segment.
    const registered = registeredWebhookUrl(WEBHOOK);
    expect(registered).toMatch(/^https:\/\/agencia\.example\/api\/webhooks\/pix\/[\w-]{32}$/);
    expect(await registerPixWebhook({})).toEqual({ ok: true, data: { url: registered } });
    expect(psp.webhooks.get(psp.chave)).toBe(registered);
    expect(await kept()).toMatchObject({ url: WEBHOOK, chave: psp.chave, aceito: true, erro: null });
    await admin.cleanup();
  });

  it('says what is missing: the API Pix, the address, the key', async () => {
    const admin = await signInAsNewStaff('admin');
    configure({ PIX_PROVIDER: 'static' });
    expect(await registerPixWebhook({})).toEqual({ ok: false, error: t.notApi });
    configure({ PIX_WEBHOOK_URL: '' });
    expect(await registerPixWebhook({})).toEqual({ ok: false, error: t.noUrl });
    configure();
    await setProfilePixKey('');
    expect(await registerPixWebhook({})).toEqual({ ok: false, error: t.noKey });
    await setProfilePixKey(psp.chave);
    await admin.cleanup();
  });

  it('gives the PSP’s trouble in Portuguese and registers nothing when it is down', async () => {
    const admin = await signInAsNewStaff('admin');
    configure({ PIX_WEBHOOK_URL: `${WEBHOOK}/nova` });
    psp.fail(/^PUT \/v2\/webhook\//, { status: 503, times: 10 });
    const result = await registerPixWebhook({});
    psp.clearFaults();
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.error).toBe(m.pix.problem.unavailable);
    expect(psp.webhooks.get(psp.chave)).not.toBe(registeredWebhookUrl(`${WEBHOOK}/nova`));
    expect(await kept()).toMatchObject({ url: `${WEBHOOK}/nova`, aceito: false, erro: m.pix.problem.unavailable });
    await admin.cleanup();
  });
  it('registers again when the profile’s key changes, keeps the bank’s refusal, and skips an unchanged key', async () => {
    configure();
    const owner = await signInAsNewStaff('owner');
    expect(await registerPixWebhook({})).toMatchObject({ ok: true });
    const puts = () => psp.requests.filter((r) => r.method === 'PUT' && r.path.startsWith('/v2/webhook/')).length;
    const before = puts();
    // A profile saved with the same key (the logo, the address) registers nothing.
    expect((await registerWebhook({ force: false })).events).toEqual([]);
    expect(puts()).toBe(before);
    // Another key: the bank is asked, and its refusal is kept for Integrações.
    await setProfilePixKey('7d9f0335-8dcc-4054-9bf9-0dbd61d36906');
    await expect(registerWebhook({ force: false })).rejects.toThrow(/webhook/);
    expect(await kept()).toMatchObject({ chave: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906', aceito: false });
    // The right key again: registered, since the bank has not accepted it under the last one.
    await setProfilePixKey(psp.chave);
    expect(await registerWebhook({ force: false })).toMatchObject({ ok: true, url: registeredWebhookUrl(WEBHOOK) });
    expect(puts()).toBe(before + 2);
    expect(await kept()).toMatchObject({ chave: psp.chave, aceito: true, erro: null });
    await owner.cleanup();
  });
});
