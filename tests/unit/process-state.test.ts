import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What the app keeps for the whole process lives on globalThis (Next loads a module more than once; one value must
 * be shared), under a name starting `__agency` or `__pix`. The integration tests share one module graph per worker
 * and drop exactly those names at each file's end (tests/support/integration-setup.ts): a value under another
 * name would leak from one test file into the next. This reads the source and names any such holder.
 */
const ROOTS = ['app', 'server', 'lib', 'components'];
const KEPT = /^__(agency|pix)/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** The names of every `globalThis as unknown as { __name?: … }` holder in a file. */
function heldNames(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(/globalThis as unknown as \{([^}]*)\}/g))
    for (const name of match[1].matchAll(/(__\w+)\??:/g)) names.push(name[1]);
  return names;
}

describe('process-wide state', () => {
  it('reads the names of a holder', () => {
    expect(heldNames('const s = globalThis as unknown as { __agencyA?: X; __pixB?: Map<string, Y> };')).toEqual([
      '__agencyA',
      '__pixB',
    ]);
  });

  it('is kept only under names the integration set-up clears', () => {
    const found = ROOTS.flatMap((root) =>
      sources(root).flatMap((file) => heldNames(readFileSync(file, 'utf8')).map((name) => `${file}: ${name}`)),
    );
    expect(found.length).toBeGreaterThan(10);
    expect(found.filter((entry) => !KEPT.test(entry.split(': ')[1]))).toEqual([]);
  });
});
