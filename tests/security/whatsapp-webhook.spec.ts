import { createHmac } from 'node:crypto';
import { expect, test } from '@playwright/test';

/**
 * The WhatsApp webhook on the production build (D22) with no Cloud API configured, as the e2e server runs: Meta's
 * verification and every POST are refused, signed or not, since there is no verify token and no app secret to
 * check them against. The signed paths are covered against the stand-in API in tests/integration/whatsapp.test.ts.
 */
const body = JSON.stringify({
  object: 'whatsapp_business_account',
  entry: [{ id: '1', changes: [{ field: 'messages', value: { statuses: [{ id: 'wamid.x', status: 'read' }] } }] }],
});

test('without configuration the webhook answers no verification and accepts no event', async ({ request }) => {
  const verification = await request.get(
    '/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=qualquer&hub.challenge=123',
  );
  expect(verification.status()).toBe(403);
  expect(await verification.text()).not.toContain('123');

  const headers = { 'content-type': 'application/json' };
  expect((await request.post('/api/webhooks/whatsapp', { data: body, headers })).status()).toBe(401);
  const signed = `sha256=${createHmac('sha256', '').update(body).digest('hex')}`;
  const withSignature = await request.post('/api/webhooks/whatsapp', {
    data: body,
    headers: { ...headers, 'x-hub-signature-256': signed },
  });
  expect(withSignature.status()).toBe(401);
});
