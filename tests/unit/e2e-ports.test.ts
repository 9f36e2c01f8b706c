import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The Playwright specs that start a server of their own run side by side (one worker per core): each takes its port
 * and its PostgreSQL port as an offset from E2E_PORT, and no two specs may take the same (D148). Two did
 * (tests/e2e/pix-psp.spec.ts and tests/security/mail-outage.spec.ts, both E2E_PORT + 22): run at once, one spec's
 * requests reached the other's server. Offsets are read from the source: `e2ePort + N` and `NNNNN + (e2ePort - 3100)`.
 */
const root = process.cwd();

function specFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) specFiles(full, out);
    else if (/\.(spec|setup)\.ts$/.test(entry.name) || full.endsWith(path.join('support', 'own-stack.ts')))
      out.push(full);
  }
  return out;
}

describe('e2e ports', () => {
  it('every spec with a server of its own has ports no other spec takes', () => {
    const taken = new Map<string, string[]>();
    for (const file of specFiles(path.join(root, 'tests'))) {
      const source = readFileSync(file, 'utf8');
      const name = path.relative(root, file);
      // A spec with several instances takes consecutive ports from its first.
      const instances = Number(/instances:\s*(\d+)/.exec(source)?.[1] ?? 1);
      for (const match of source.matchAll(/e2ePort \+ (\d+)\b/g))
        for (let i = 0; i < instances; i++) {
          const port = `app ${Number(match[1]) + i}`;
          taken.set(port, [...(taken.get(port) ?? []), name]);
        }
      for (const match of source.matchAll(/\b(\d{4,5}) \+ \(e2ePort - 3100\)/g)) {
        const port = `server ${match[1]}`;
        taken.set(port, [...(taken.get(port) ?? []), name]);
      }
    }
    expect(taken.size, 'the scan finds the ports').toBeGreaterThan(5);
    // Below Linux's ephemeral range (32768–60999 by default): an outgoing connection given one of these ports as its
    // own made the next server's bind fail with "Address already in use" (D246).
    const ephemeral = [...taken.keys()].filter((port) => Number(port.split(' ')[1]) >= 32768);
    expect(ephemeral).toEqual([]);
    const shared = [...taken].filter(([, files]) => files.length > 1).map(([port, files]) => `${port}: ${files}`);
    expect(shared).toEqual([]);
  });
});
