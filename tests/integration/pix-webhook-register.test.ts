import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@/lib/messages';
import { FORBIDDEN } from '@/server/action';
import { resetPixProvider } from '@/server/pix/providers';
import { registerPixWebhook } from '@/server/pix/webhook-actions';
import { registeredWebhookUrl } from '@/server/pix/webhook-secret';
import { startFakePsp, type FakePsp } from '../support/fake-psp';
import { signInAsNewStaff } from '../support/staff';

/**
 * "Registrar webhook no banco" on /configuracoes/integracoes (server/pix/webhook-actions.ts): an admin registers
 * PIX_WEBHOOK_URL at the stand-in PSP (`PUT /webhook/{chave}` over mutual TLS, schema-checked by the stand-in); a
 * member may not; without the API Pix, the address or the key it says what is missing; a PSP down gives its
 * Portuguese message and registers nothing.
 */
const t = m.settingsArea.integrations.webhook;
const WEBHOOK = 'https://agencia.example/api/webhooks/pix';
const saved = { ...process.env };
let psp: FakePsp;

function configure(overrides: Record<string, string> = {}) {
  process.env = { ...saved, ...psp.env({ PIX_WEBHOOK_URL: WEBHOOK, PIX_BACKOFF_MS: '5', ...overrides }) };
  resetPixProvider();
}

beforeAll(async () => {
  psp = await startFakePsp();
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
    await admin.cleanup();
  });

  it('says what is missing: the API Pix, the address, the key', async () => {
    const admin = await signInAsNewStaff('admin');
    configure({ PIX_PROVIDER: 'static' });
    expect(await registerPixWebhook({})).toEqual({ ok: false, error: t.notApi });
    configure({ PIX_WEBHOOK_URL: '' });
    expect(await registerPixWebhook({})).toEqual({ ok: false, error: t.noUrl });
    configure({ PIX_KEY: '' });
    expect(await registerPixWebhook({})).toEqual({ ok: false, error: t.noKey });
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
    await admin.cleanup();
  });
});
