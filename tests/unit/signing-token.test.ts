import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSigningTokenShape } from '@/lib/signatures/token';
import { signingTokenFor } from '@/server/signatures/send/signing-token';

const saved = process.env.AUTH_SECRET;
beforeAll(() => {
  process.env.AUTH_SECRET = 'unit-secret-that-is-long-enough-0123456789';
});
afterAll(() => {
  if (saved === undefined) delete process.env.AUTH_SECRET;
  else process.env.AUTH_SECRET = saved;
});

describe('derived signing tokens (D64: reminders repeat the first link)', () => {
  const id = '6f1c2a4e-1111-4222-8333-444455556666';
  const sentAt = new Date('2031-03-01T12:00:00.000Z');

  it('has the shape of a signing token and is the same for the same sending', () => {
    const token = signingTokenFor(id, sentAt);
    expect(isSigningTokenShape(token)).toBe(true);
    expect(signingTokenFor(id, new Date(sentAt.getTime()))).toBe(token);
  });

  it('differs for another document, another sending and another secret', () => {
    const token = signingTokenFor(id, sentAt);
    expect(signingTokenFor('6f1c2a4e-1111-4222-8333-444455556667', sentAt)).not.toBe(token);
    expect(signingTokenFor(id, new Date(sentAt.getTime() + 1))).not.toBe(token);
    process.env.AUTH_SECRET = 'another-secret-that-is-long-enough-987654321';
    expect(signingTokenFor(id, sentAt)).not.toBe(token);
  });
});
