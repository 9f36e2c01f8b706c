import { afterEach, describe, expect, it } from 'vitest';
import { envRecord, readEnv } from '@/server/platform/env';

/** The environment module (D152): each variable validated when read, and read again once it changes. */
describe('server/platform/env.ts', () => {
  const saved = { PORT: process.env.PORT, DRAIN_TIMEOUT_MS: process.env.DRAIN_TIMEOUT_MS };
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('reads a variable again once it changed, and an empty one as unset', () => {
    process.env.PORT = '3001';
    expect(readEnv().PORT).toBe('3001');
    process.env.PORT = '3002';
    expect(readEnv().PORT).toBe('3002');
    process.env.PORT = '';
    expect(readEnv().PORT).toBeUndefined();
  });

  it('refuses a malformed variable by its name, and only when it is read', () => {
    process.env.DRAIN_TIMEOUT_MS = 'dez';
    expect(() => readEnv().DRAIN_TIMEOUT_MS).toThrow(/DRAIN_TIMEOUT_MS/);
    expect(() => readEnv().PORT).not.toThrow();
  });

  it('lists every named variable, for a spread and for envRecord', () => {
    process.env.PORT = '3003';
    expect({ ...readEnv() }.PORT).toBe('3003');
    expect('APP_URL' in readEnv()).toBe(true);
    expect(envRecord().PORT).toBe('3003');
  });
});
