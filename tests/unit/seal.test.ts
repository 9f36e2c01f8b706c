import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openJson, sealJson } from '@/server/platform/crypto/seal';

describe('sealed secrets (server/platform/crypto/seal.ts, D146)', () => {
  const saved = process.env.AUTH_SECRET;
  beforeAll(() => {
    process.env.AUTH_SECRET = 'a'.repeat(40);
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.AUTH_SECRET;
    else process.env.AUTH_SECRET = saved;
  });

  it('opens what it sealed, and the sealed text shows nothing of it', () => {
    const sealed = sealJson({ codigo: '123456', link: 'https://a.dev/assinar/abc' });
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('123456');
    expect(openJson(sealed)).toEqual({ codigo: '123456', link: 'https://a.dev/assinar/abc' });
    expect(sealJson({ a: 1 })).not.toBe(sealJson({ a: 1 }));
  });

  it('refuses a sealed text that was altered or sealed with another secret', () => {
    const sealed = sealJson({ codigo: '123456' });
    const parts = sealed.split('.');
    const altered = [...parts.slice(0, 3), `${parts[3].slice(0, -2)}AA`].join('.');
    expect(() => openJson(altered)).toThrow();
    expect(() => openJson('v2.a.b.c')).toThrow();
    process.env.AUTH_SECRET = 'b'.repeat(40);
    expect(() => openJson(sealed)).toThrow();
    process.env.AUTH_SECRET = 'a'.repeat(40);
  });
});
