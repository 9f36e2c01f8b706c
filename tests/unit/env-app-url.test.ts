import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/server/platform/env';

describe('APP_URL (D45)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is required by a production server', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('APP_URL', '');
    vi.stubEnv('NEXT_PHASE', '');
    expect(() => env.appUrl).toThrow(/APP_URL é obrigatório em produção/);
  });

  it('is not needed by next build, which renders pages with NODE_ENV=production', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('APP_URL', '');
    vi.stubEnv('NEXT_PHASE', 'phase-production-build');
    vi.stubEnv('PORT', '4000');
    expect(env.appUrl).toBe('http://localhost:4000');
  });

  it('falls back to localhost in development, and drops a trailing slash', () => {
    vi.stubEnv('NODE_ENV', 'development');
    vi.stubEnv('APP_URL', '');
    vi.stubEnv('PORT', '3000');
    expect(env.appUrl).toBe('http://localhost:3000');
    vi.stubEnv('APP_URL', 'https://agencia.example/');
    expect(env.appUrl).toBe('https://agencia.example');
  });
});
