export const PART_NAMES = [
  'startup',
  'lighthouse',
  'js-size',
  'throughput',
  'writes',
  'plans',
  'two-instance',
  'pix',
] as const;
export type PartName = (typeof PART_NAMES)[number];

export type BenchArgs = {
  parts: PartName[];
  rebuild: boolean;
  reuseBuild: boolean;
  port: number;
  quick: boolean;
  pages: string[];
  runs: number;
  warmup?: number;
  /** `--compare-csp`: the public pages' throughput again on a server without the CSP (CSP=off). */
  compareCsp?: boolean;
};

/**
 * `--pages` keeps the pages whose path is one of the values, or starts with a value that ends in "/"
 * (`--pages /,/lp/` measures the home and every landing page); none given keeps them all.
 */
export function pageSelected(pages: readonly string[], path: string): boolean {
  if (!pages.length) return true;
  const pathname = path.split('?')[0];
  return pages.some((p) => pathname === p || (p.endsWith('/') && p.length > 1 && pathname.startsWith(p)));
}

/**
 * `npm run bench -- [--only <part>[,<part>]] [--pages <path>[,<path>]] [--runs N] [--warmup S] [--compare-csp] [--rebuild | --reuse-build] [--port N] [--quick]`. --only
 * may repeat; with none, every part runs. --reuse-build measures the existing build even when sources
 * are newer. --quick shortens the load runs (for trying the harness, not for figures).
 */
export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  const parts: PartName[] = [];
  let rebuild = false;
  let reuseBuild = false;
  let quick = false;
  let compareCsp = false;
  let port = 3300;
  const pages: string[] = [];
  let runs = 1;
  let warmup: number | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`${flag} precisa de um valor.`);
      return v;
    };
    if (flag === '--only') {
      for (const name of value()
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        if (!(PART_NAMES as readonly string[]).includes(name)) {
          throw new Error(`Parte desconhecida: ${name}. Partes: ${PART_NAMES.join(', ')}.`);
        }
        if (!parts.includes(name as PartName)) parts.push(name as PartName);
      }
    } else if (flag === '--pages') {
      for (const page of value()
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        if (!page.startsWith('/')) throw new Error(`--pages recebe caminhos começando por /: ${page}`);
        pages.push(page);
      }
    } else if (flag === '--runs') {
      runs = Number(value());
      if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error('--runs precisa ser um número de 1 a 9.');
    } else if (flag === '--warmup') {
      warmup = Number(value());
      if (!Number.isInteger(warmup) || warmup < 1 || warmup > 60)
        throw new Error('--warmup precisa ser um número de 1 a 60 (segundos).');
    } else if (flag === '--compare-csp') compareCsp = true;
    else if (flag === '--rebuild') rebuild = true;
    else if (flag === '--reuse-build') reuseBuild = true;
    else if (flag === '--quick') quick = true;
    else if (flag === '--port') {
      port = Number(value());
      if (!Number.isInteger(port) || port < 1024 || port > 65_000)
        throw new Error('--port precisa ser um número de porta.');
    } else throw new Error(`Opção desconhecida: ${arg}`);
  }
  if (rebuild && reuseBuild) throw new Error('--rebuild e --reuse-build não combinam.');
  return {
    parts: parts.length ? PART_NAMES.filter((p) => parts.includes(p)) : [...PART_NAMES],
    rebuild,
    reuseBuild,
    port,
    quick,
    pages,
    runs,
    ...(compareCsp ? { compareCsp } : {}),
    ...(warmup === undefined ? {} : { warmup }),
  };
}

/** The Cookie header value from Set-Cookie headers (name=value of each, attributes dropped). */
export function cookieHeader(setCookies: readonly string[]): string {
  return setCookies
    .map((line) => line.split(';')[0].trim())
    .filter((pair) => pair.includes('='))
    .join('; ');
}
