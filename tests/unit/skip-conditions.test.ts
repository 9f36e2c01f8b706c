import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every test runs in CI or is gone (D194): a test skipped by a condition CI never meets is dead code that reads as
 * coverage. Each skip (`test.skip(cond, …)`, `describe.skipIf(cond)`, `it.runIf(cond)`, `test.fixme`) in tests/ names
 * its condition here, with what .ci/run does so that CI runs the test; a skip without a condition, or with one not
 * listed, fails this test. The proof is a text .ci/run or the suite's scripts must contain.
 */
const root = process.cwd();

type Allowed = { condition: string; why: string; proof: { file: string; text: string } };

const ALLOWED: Allowed[] = [
  {
    condition: '!hasPostgres()',
    why: 'CI installs PostgreSQL before the tests',
    proof: { file: '.ci/run', text: 'need+=(postgresql)' },
  },
  {
    condition: '!existsSync(REDIS_SERVER)',
    why: 'CI installs redis-server',
    proof: { file: '.ci/run', text: 'need+=(redis-server)' },
  },
  {
    // The PostgreSQL-only tests run in the integration-pg project, the PGlite run skips them.
    condition: '!onPostgres',
    why: 'CI sets TEST_DATABASE_URL, and the PostgreSQL run has TEST_DB=postgres',
    proof: { file: '.ci/run', text: 'export TEST_DATABASE_URL' },
  },
  {
    condition: "process.env.TEST_DB === 'postgres'",
    why: 'CI sets TEST_DATABASE_URL, and the PostgreSQL run has TEST_DB=postgres',
    proof: { file: '.ci/run', text: 'export TEST_DATABASE_URL' },
  },
  {
    condition: "!existsSync(path.join(root, distDir, 'BUILD_ID'))",
    why: "the production e2e run's webServer builds the app first",
    proof: { file: 'scripts/e2e-server.ts', text: "'build'" },
  },
];

function testFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) testFiles(full, out);
    else if (/\.(ts|tsx)$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** The first argument of the call whose `(` is at `open`, as written; '' when there is none. */
function firstArgument(source: string, open: number): string {
  let depth = 0;
  let quote = '';
  for (let i = open + 1; i < source.length; i++) {
    const c = source[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
      continue;
    }
    if (c === "'" || c === '"' || c === '`') quote = c;
    else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      if (depth === 0) return source.slice(open + 1, i).trim();
      depth--;
    } else if (c === ',' && depth === 0) return source.slice(open + 1, i).trim();
  }
  return '';
}

export type Skip = { file: string; line: number; call: string; condition: string };

/** The skips of a source: the call (`test.skip`, `describe.skipIf`, …) and its condition, normalised. */
export function findSkips(source: string, file = ''): Skip[] {
  const skips: Skip[] = [];
  const call = /\b(test|it|describe)(\.describe)?\.(skip|skipIf|runIf|fixme)\s*\(/g;
  for (const match of source.matchAll(call)) {
    const argument = firstArgument(source, match.index + match[0].length - 1).replace(/\s+/g, ' ');
    // `test.skip('title', …)` and `test.skip()` skip whatever the machine: a string (or nothing) comes first.
    const condition = /^['"`]/.test(argument) || argument === '' ? '(always)' : argument.replace(/,$/, '');
    skips.push({
      file,
      line: source.slice(0, match.index).split('\n').length,
      call: match[0].replace(/\s*\($/, ''),
      condition,
    });
  }
  return skips;
}

describe('skip conditions', () => {
  it('finds conditions, and a skip without one', () => {
    expect(findSkips("test.skip(!hasPostgres(), 'no PostgreSQL');").map((s) => s.condition)).toEqual([
      '!hasPostgres()',
    ]);
    expect(findSkips("describe.skipIf(!a(b, c))('x', () => {})").map((s) => s.condition)).toEqual(['!a(b, c)']);
    expect(findSkips("test.skip('does a thing', async () => {})").map((s) => s.condition)).toEqual(['(always)']);
    expect(findSkips('test.describe.fixme(`x`, () => {})').map((s) => s.condition)).toEqual(['(always)']);
    expect(
      findSkips("test.skip(\n  !seed,\n  'start it with PIX_PROVIDER=sandbox',\n)").map((s) => s.condition),
    ).toEqual(['!seed']);
  });

  it('every skip in tests/ has a condition CI meets, so that CI runs the test', () => {
    const self = path.join(root, 'tests/unit/skip-conditions.test.ts');
    const skips = testFiles(path.join(root, 'tests'))
      .filter((file) => file !== self)
      .flatMap((file) => findSkips(readFileSync(file, 'utf8'), path.relative(root, file)));
    expect(skips.length, 'the scan finds the skips that exist').toBeGreaterThan(0);
    const allowed = new Set(ALLOWED.map((a) => a.condition));
    const never = skips
      .filter((skip) => !allowed.has(skip.condition))
      .map((skip) => `${skip.file}:${skip.line} ${skip.call}(${skip.condition})`);
    expect(never, 'skipped by a condition CI never meets: make the test run in CI or delete it').toEqual([]);
  });

  it('what CI does for each allowed condition is still there', () => {
    for (const { condition, why, proof } of ALLOWED)
      expect(readFileSync(path.join(root, proof.file), 'utf8'), `${condition}: ${why}`).toContain(proof.text);
  });
});
