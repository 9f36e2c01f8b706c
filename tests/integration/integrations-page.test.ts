import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentProvider } from '@/server/payments/providers';
import { currentPixProvider, resetPixProvider } from '@/server/pix/providers';
import { integrationStatuses } from '@/server/settings/integrations';

/**
 * D209: /configuracoes/integracoes describes the payment and Pix providers that run, read from the same facts the
 * providers are chosen from, for each way the environment can choose them.
 */
const modeOf = async (key: 'payments' | 'pix') => (await integrationStatuses()).find((s) => s.key === key)!.mode;

/** What currentProvider() runs: 'off' when it refuses. */
const runningPayments = () => {
  try {
    return currentProvider().name;
  } catch {
    return 'off';
  }
};

afterEach(() => {
  vi.unstubAllEnvs();
  resetPixProvider();
});

describe('Integrações: what runs', () => {
  it('payments: the sandbox on a production server only with PAYMENTS_SANDBOX=1, else off', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('STRIPE_SECRET_KEY', '');
    vi.stubEnv('PAYMENTS_SANDBOX', '');
    expect(await modeOf('payments')).toEqual({ name: 'off', badge: 'notConfigured', missing: [] });
    expect(runningPayments()).toBe('off');
    vi.stubEnv('PAYMENTS_SANDBOX', '1');
    expect(await modeOf('payments')).toEqual({ name: 'sandbox', badge: 'test', missing: [] });
    expect(runningPayments()).toBe('sandbox');
  });

  it('Pix: PIX_PROVIDER=sandbox is the test bank, nothing set is the static code, an incomplete API names what lacks', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('PIX_API_URL', '');
    vi.stubEnv('PIX_PROVIDER', 'sandbox');
    expect(await modeOf('pix')).toEqual({ name: 'sandbox', badge: 'test', missing: [] });
    expect(currentPixProvider().kind).toBe('sandbox');
    vi.stubEnv('PIX_PROVIDER', '');
    expect(await modeOf('pix')).toEqual({ name: 'static', badge: 'notConfigured', missing: [] });
    expect(currentPixProvider().kind).toBe('static');
    vi.stubEnv('PIX_PROVIDER', 'api');
    vi.stubEnv('PIX_TOKEN_URL', '');
    vi.stubEnv('PIX_CLIENT_ID', '');
    vi.stubEnv('PIX_CERT_P12', '');
    vi.stubEnv('PIX_CLIENT_SECRET', '');
    expect(await modeOf('pix')).toEqual({
      name: 'apiIncompleta',
      badge: 'incomplete',
      missing: ['PIX_API_URL', 'PIX_TOKEN_URL', 'PIX_CLIENT_ID', 'PIX_CERT_P12', 'PIX_CLIENT_SECRET'],
    });
    expect(() => currentPixProvider()).toThrow();
  });

  it('the other integrations keep their one fallback', async () => {
    const statuses = await integrationStatuses();
    expect(statuses.filter((s) => s.mode).map((s) => s.key)).toEqual(['payments', 'pix']);
  });
});
