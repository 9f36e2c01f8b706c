import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashBoundedBody } from '@/server/platform/http/bounded-body';

/** Reading a stranger's upload (the verification page): bounded in size, and in how slowly it may arrive. */
const limits = { limit: 1_000, idleMs: 200, minBytesPerSecond: 1_000, graceMs: 300, maxMs: 2_000 };

function stream(parts: Array<Uint8Array | number>): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async start(controller) {
      for (const part of parts) {
        if (typeof part === 'number') await new Promise((r) => setTimeout(r, part));
        else controller.enqueue(part);
      }
      controller.close();
    },
  });
}

describe('a bounded upload', () => {
  it('hashes a body that arrives whole and in time', async () => {
    const bytes = new Uint8Array(600).fill(7);
    expect(await hashBoundedBody(stream([bytes.slice(0, 300), 20, bytes.slice(300)]), limits)).toEqual({
      sha256: createHash('sha256').update(bytes).digest('hex'),
      size: 600,
    });
  });

  it('gives up past the size limit: never the hash of a cut body', async () => {
    expect(await hashBoundedBody(stream([new Uint8Array(600), new Uint8Array(600)]), limits)).toEqual({
      error: 'too-large',
    });
  });

  it('gives up a body that pauses longer than the idle limit', async () => {
    expect(await hashBoundedBody(stream([new Uint8Array(10), 400, new Uint8Array(10)]), limits)).toEqual({
      error: 'too-slow',
    });
  });

  it('gives up a body that trickles in under the minimum rate once the grace time is over', async () => {
    const trickle = Array.from({ length: 12 }, (_, i) => (i % 2 ? 150 : new Uint8Array(20)));
    expect(await hashBoundedBody(stream(trickle), limits)).toEqual({ error: 'too-slow' });
  });
});
