/** Part 2: JavaScript shipped on first load, gzip, counted from the `<script src>` of the served HTML. */
import { gzipSync } from 'node:zlib';
import { scriptSources } from './lib/html';
import { formatKb, round } from './lib/stats';
import { type BenchContext, type PartResult } from './types';

type Row = { page: string; path: string; scripts: number; rawBytes: number; gzipBytes: number };

export async function runJsSize(ctx: BenchContext): Promise<PartResult> {
  const notes: string[] = [];
  const sizes = new Map<string, Promise<{ raw: number; gzip: number }>>();
  const sizeOf = (url: string) => {
    if (!sizes.has(url)) {
      sizes.set(
        url,
        fetch(url).then(async (response) => {
          if (!response.ok) throw new Error(`${url} respondeu ${response.status}`);
          const bytes = Buffer.from(await response.arrayBuffer());
          return { raw: bytes.length, gzip: gzipSync(bytes).length };
        }),
      );
    }
    return sizes.get(url)!;
  };

  const rows: Row[] = [];
  for (const p of ctx.pages.filter((p) => p.page.parts.includes('js-size'))) {
    if (p.skip) {
      notes.push(`${p.name}: ${p.skip}`);
      continue;
    }
    const scripts = scriptSources(p.html, p.url!).filter((src) => new URL(src).origin === new URL(ctx.baseUrl).origin);
    let rawBytes = 0;
    let gzipBytes = 0;
    for (const src of scripts) {
      const size = await sizeOf(src);
      rawBytes += size.raw;
      gzipBytes += size.gzip;
    }
    rows.push({ page: p.name, path: p.path!, scripts: scripts.length, rawBytes, gzipBytes });
  }

  const floor = rows.length ? rows.reduce((min, row) => (row.gzipBytes < min.gzipBytes ? row : min)) : null;
  if (floor)
    notes.push(
      `Piso do framework: a menor página do app, ${floor.page} (${floor.path}), com ${formatKb(floor.gzipBytes)} gzip.`,
    );
  return {
    title: 'JavaScript no primeiro carregamento (gzip dos <script src> do HTML servido)',
    columns: ['página', 'caminho', 'scripts', 'sem compressão (kB)', 'gzip (kB)', 'acima do piso (kB)'],
    rows: rows.map((r) => [
      r.page + (r === floor ? ' (piso)' : ''),
      r.path,
      r.scripts,
      round(r.rawBytes / 1024),
      round(r.gzipBytes / 1024),
      floor ? round((r.gzipBytes - floor.gzipBytes) / 1024) : null,
    ]),
    notes,
    data: { pages: rows, floor: floor ? { page: floor.page, path: floor.path, gzipBytes: floor.gzipBytes } : null },
  };
}
