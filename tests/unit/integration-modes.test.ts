import { describe, expect, it } from 'vitest';
import { modeBadge, paymentsMode, pixMode } from '@/lib/settings/integration-modes';

describe('Integrações says what is running (D209)', () => {
  it('payments: Stripe with its key, else the sandbox where it runs, else nothing', () => {
    expect(paymentsMode({ stripeKey: true, sandboxEnabled: true })).toBe('stripe');
    expect(paymentsMode({ stripeKey: false, sandboxEnabled: true })).toBe('sandbox');
    expect(paymentsMode({ stripeKey: false, sandboxEnabled: false })).toBe('off');
  });

  it('Pix: the chosen provider, and an API without every variable is incomplete', () => {
    expect(pixMode({ provider: 'api', apiConfigured: true })).toBe('api');
    expect(pixMode({ provider: 'api', apiConfigured: false })).toBe('apiIncompleta');
    expect(pixMode({ provider: 'sandbox', apiConfigured: false })).toBe('sandbox');
    expect(pixMode({ provider: 'static', apiConfigured: false })).toBe('static');
  });

  it('a test mode is never shown as configured nor as nothing', () => {
    expect(['stripe', 'api'].map((m) => modeBadge(m as 'api'))).toEqual(['configured', 'configured']);
    expect(modeBadge('sandbox')).toBe('test');
    expect(modeBadge('apiIncompleta')).toBe('incomplete');
    expect(modeBadge('static')).toBe('notConfigured');
    expect(modeBadge('off')).toBe('notConfigured');
  });
});
