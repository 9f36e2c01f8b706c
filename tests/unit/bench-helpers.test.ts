import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  actionPagePath,
  actionSucceeded,
  findAction,
  pagePathOfWorker,
  type ServerReferenceManifest,
} from '@/bench/lib/actions';
import { cookieHeader, pageSelected, parseBenchArgs, PART_NAMES } from '@/bench/lib/args';
import { assertLocalDatabaseUrl, withDatabaseName } from '@/bench/lib/database-url';
import { scriptSources } from '@/bench/lib/html';
import { markdownTable } from '@/bench/lib/markdown';
import { createRandom, randomCnpj, randomCpf, randomMobile } from '@/bench/lib/random';
import { nodeFlagsOf } from '@/bench/lib/start-flags';
import { medianIndex, percentile, round } from '@/bench/lib/stats';
import { propagationCell, splitConnections, summarizePropagation } from '@/bench/lib/two-instance';
import { isValidCnpj, isValidCpf } from '@/lib/validation/documento';
import { normalizeTelefone } from '@/lib/validation/telefone';

describe('bench random data', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('keeps int() within its bounds, both included', () => {
    const random = createRandom(7);
    const seen = new Set(Array.from({ length: 500 }, () => random.int(1, 3)));
    expect([...seen].sort()).toEqual([1, 2, 3]);
  });

  it('makes CPFs, CNPJs and mobile numbers that the app accepts', () => {
    const random = createRandom(1);
    for (let i = 0; i < 200; i++) {
      expect(isValidCpf(randomCpf(random))).toBe(true);
      expect(isValidCnpj(randomCnpj(random))).toBe(true);
      const mobile = randomMobile(random);
      expect(normalizeTelefone(mobile)).toEqual({ ok: true, value: mobile });
    }
  });
});

describe('bench statistics and tables', () => {
  it('takes percentiles by nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i); // 100..1, unsorted
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([5], 99)).toBe(5);
    expect(percentile([], 50)).toBeNaN();
    expect(round(12.345, 1)).toBe(12.3);
  });

  it('writes a markdown table with numbers right-aligned and missing values as a dash', () => {
    expect(
      markdownTable(
        ['page', 'req/s'],
        [
          ['/a|b', 12],
          ['/c', null],
        ],
      ),
    ).toBe(['| page | req/s |', '|---|---:|', '| /a\\|b | 12 |', '| /c | – |'].join('\n'));
  });
});

describe('bench script sources', () => {
  it('lists each <script src> once, resolved, skipping nomodule and inline scripts', () => {
    const html = `<html><head>
      <script src="/_next/static/chunks/a.js" async=""></script>
      <script src='/_next/static/chunks/b.js?v=1&amp;x=2'></script>
      <script src="/_next/static/chunks/polyfills.js" noModule=""></script>
      <link rel="preload" as="script" href="/_next/static/chunks/c.js"/>
      <script>self.__next_f.push([1,"<script src=\\"x.js\\">"])</script>
      <script type="module" src="https://cdn.example.com/d.js"></script>
      <script src="/_next/static/chunks/a.js" async=""></script>
    </head></html>`;
    expect(scriptSources(html, 'http://localhost:3300/clientes?tab=clientes')).toEqual([
      'http://localhost:3300/_next/static/chunks/a.js',
      'http://localhost:3300/_next/static/chunks/b.js?v=1&x=2',
      'https://cdn.example.com/d.js',
    ]);
  });
});

describe('bench start flags', () => {
  it('takes the Node flags of npm start, so the bench starts the server as production does', () => {
    expect(nodeFlagsOf('node --max-semi-space-size=64 node_modules/next/dist/bin/next start')).toEqual([
      '--max-semi-space-size=64',
    ]);
    expect(nodeFlagsOf('node --a --b=2 node_modules/next/dist/bin/next start -p 4000')).toEqual(['--a', '--b=2']);
    expect(nodeFlagsOf('next start')).toEqual([]);
  });

  it('reads this project’s start script', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')) as {
      scripts: { start: string };
    };
    expect(nodeFlagsOf(scripts.start)).toContain('--max-semi-space-size=64');
  });
});

describe('bench server actions', () => {
  const manifest: ServerReferenceManifest = {
    node: {
      aaa: {
        workers: { 'app/(backoffice)/clientes/page': {} },
        filename: 'server/clients/actions.ts',
        exportedName: 'createClient',
      },
      bbb: {
        workers: { 'app/(links)/p/[slug]/page': {}, 'app/(site)/page': {} },
        filename: 'server/leads/actions.ts',
        exportedName: 'sendContact',
      },
    },
  };

  it('finds an action by file and the first name that exists', () => {
    expect(findAction(manifest, 'server/clients/actions.ts', ['createClient'])?.id).toBe('aaa');
    expect(findAction(manifest, 'server/leads/actions.ts', ['submitContact', 'sendContact'])?.exportedName).toBe(
      'sendContact',
    );
    expect(findAction(manifest, 'server/projects/actions.ts', ['moveProject'])).toBeNull();
    expect(findAction({}, 'server/clients/actions.ts', ['createClient'])).toBeNull();
  });

  it('turns a page entry into its path, skipping route groups and dynamic routes', () => {
    expect(pagePathOfWorker('app/(backoffice)/clientes/page')).toBe('/clientes');
    expect(pagePathOfWorker('app/(site)/page')).toBe('/');
    expect(pagePathOfWorker('app/page')).toBe('/');
    expect(pagePathOfWorker('app/(links)/p/[slug]/page')).toBeNull();
    expect(pagePathOfWorker('app/api/beacons/route')).toBeNull();
    expect(actionPagePath(findAction(manifest, 'server/leads/actions.ts', ['sendContact'])!)).toBe('/');
  });

  it('accepts only a 200 answer whose result is ok', () => {
    expect(actionSucceeded(200, '0:{"a":"$@1"}\n1:{"ok":true,"data":{"id":"x"}}')).toBe(true);
    expect(actionSucceeded(200, '1:{"ok":false,"error":"Sessão expirada"}')).toBe(false);
    expect(actionSucceeded(500, '1:{"ok":true}')).toBe(false);
    expect(actionSucceeded(200, '<html>')).toBe(false);
  });
});

describe('bench arguments, cookies and database guard', () => {
  it('runs every part by default and only the named ones with --only', () => {
    expect(parseBenchArgs([]).parts).toEqual([...PART_NAMES]);
    expect(parseBenchArgs(['--only', 'writes']).parts).toEqual(['writes']);
    expect(parseBenchArgs(['--only', 'two-instance']).parts).toEqual(['two-instance']);
    expect(PART_NAMES).toContain('two-instance');
    expect(parseBenchArgs(['--only=throughput,lighthouse', '--rebuild', '--port', '3350'])).toEqual({
      parts: ['lighthouse', 'throughput'],
      rebuild: true,
      reuseBuild: false,
      port: 3350,
      quick: false,
      pages: [],
      runs: 1,
    });
    expect(parseBenchArgs(['--runs', '3']).runs).toBe(3);
    expect(() => parseBenchArgs(['--runs', '0'])).toThrow(/de 1 a 9/);
    expect(parseBenchArgs(['--warmup', '2']).warmup).toBe(2);
    expect(parseBenchArgs([]).warmup).toBeUndefined();
    expect(() => parseBenchArgs(['--warmup', '0'])).toThrow(/de 1 a 60/);
    expect(() => parseBenchArgs(['--only', 'speed'])).toThrow(/Parte desconhecida/);
    expect(() => parseBenchArgs(['--fast'])).toThrow(/Opção desconhecida/);
    expect(() => parseBenchArgs(['--port'])).toThrow(/precisa de um valor/);
    expect(parseBenchArgs(['--reuse-build']).reuseBuild).toBe(true);
    expect(parseBenchArgs(['--pages', '/,/lp/']).pages).toEqual(['/', '/lp/']);
    expect(() => parseBenchArgs(['--pages', 'lp'])).toThrow(/começando por \//);
    expect(() => parseBenchArgs(['--rebuild', '--reuse-build'])).toThrow(/não combinam/);
  });

  it('picks the median run by score (the lower middle for an even count; a failed run counts lowest)', () => {
    expect(medianIndex([90, 97, 95])).toBe(2);
    expect(medianIndex([96])).toBe(0);
    expect(medianIndex([null, 96, 94, 99])).toBe(2);
    expect(medianIndex([])).toBe(-1);
  });

  it('keeps the pages named by --pages: an exact path, or a prefix ending in /', () => {
    expect(pageSelected([], '/qualquer')).toBe(true);
    expect(pageSelected(['/'], '/')).toBe(true);
    expect(pageSelected(['/'], '/recentes')).toBe(false);
    expect(pageSelected(['/lp/'], '/lp/bench-lp-1')).toBe(true);
    expect(pageSelected(['/pagamento/sucesso'], '/pagamento/sucesso?session_id=x')).toBe(true);
    expect(pageSelected(['/lp/'], '/landing-pages')).toBe(false);
  });

  it('builds a Cookie header from Set-Cookie lines', () => {
    expect(
      cookieHeader([
        'better-auth.session_token=abc.def%3D; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax',
        'other=1; Path=/',
      ]),
    ).toBe('better-auth.session_token=abc.def%3D; other=1');
    expect(cookieHeader([])).toBe('');
  });

  it('refuses a database that is not on this machine', () => {
    expect(assertLocalDatabaseUrl('postgres://u:p@127.0.0.1:54329/agencia')).toBe('127.0.0.1');
    expect(assertLocalDatabaseUrl('postgres://localhost/agencia')).toBe('localhost');
    expect(() => assertLocalDatabaseUrl('postgres://u:p@db.supabase.co:5432/postgres')).toThrow(
      /recusado: db.supabase.co/,
    );
    expect(() => assertLocalDatabaseUrl('not a url')).toThrow(/não é uma URL/);
    expect(withDatabaseName('postgres://u:p@localhost:5432/agencia?sslmode=disable', 'scratch')).toBe(
      'postgres://u:p@localhost:5432/scratch?sslmode=disable',
    );
  });
});

describe('bench two-instance helpers', () => {
  it('splits the load connections across the instances', () => {
    expect(splitConnections(50, 2)).toEqual([25, 25]);
    expect(splitConnections(51, 2)).toEqual([26, 25]);
    expect(splitConnections(50, 3)).toEqual([17, 17, 16]);
  });

  it('summarizes the propagation times; an edit never seen counts longer than any seen', () => {
    expect(summarizePropagation([300, 120, 450, 200, 180])).toEqual({ runs: 5, seen: 5, medianMs: 200, maxMs: 450 });
    expect(summarizePropagation([300, null, 120, 200, 180])).toEqual({ runs: 5, seen: 4, medianMs: 200, maxMs: null });
    expect(summarizePropagation([null, null, null, 120, 200])).toEqual({
      runs: 5,
      seen: 2,
      medianMs: null,
      maxMs: null,
    });
    expect(summarizePropagation([100, 300, 200, 400])).toEqual({ runs: 4, seen: 4, medianMs: 200, maxMs: 400 });
    expect(summarizePropagation([])).toEqual({ runs: 0, seen: 0, medianMs: null, maxMs: null });
  });

  it('writes a time in whole ms, or that it was not visible within the bound', () => {
    expect(propagationCell(123.6, 10_000)).toBe(124);
    expect(propagationCell(null, 10_000)).toBe('não visível em 10 s');
  });
});
