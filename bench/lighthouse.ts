/** Part 1: Lighthouse (mobile, default simulated throttling, headless Chromium), one run a page. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { MAX_LIGHTHOUSE_PAGES } from './config';
import { log } from './server';
import { medianIndex, round } from './lib/stats';
import { headersFor, type BenchContext, type PartResult, type ProbedPage } from './types';

/** STACK-NOTES 10: the system Chromium and these flags. */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** Each page's whole report (bench/results/lighthouse/{path}.json), to see why a score is what it is. */
const REPORTS_DIR = path.join(process.cwd(), 'bench/results/lighthouse');

function reportFile(pagePath: string): string {
  const name =
    pagePath
      .split('?')[0]
      .replace(/^\/+|\/+$/g, '')
      .replace(/[^a-z0-9-]+/gi, '_') || 'inicio';
  return path.join(REPORTS_DIR, `${name.slice(0, 80)}.json`);
}

type Row = {
  page: string;
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Performance of every run, when there were several (the row is the median one). */
  runs: (number | null)[];
  error?: string;
};

/** One Lighthouse run of one page: its row and its whole report. */
async function measure(ctx: BenchContext, p: ProbedPage, port: number): Promise<{ row: Row; lhr: unknown }> {
  const row: Row = {
    page: p.name,
    path: p.path!,
    scores: { performance: null, accessibility: null, 'best-practices': null, seo: null },
    lcpMs: null,
    tbtMs: null,
    cls: null,
    runs: [],
  };
  let report: unknown = null;
  try {
    const result = await lighthouse(p.url!, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      disableFullPageScreenshot: true,
      extraHeaders: headersFor(ctx, p.access),
      ignoreStatusCode: p.page.status !== undefined,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('sem resultado');
    report = lhr;
    if (lhr.runtimeError) row.error = lhr.runtimeError.message;
    for (const category of CATEGORIES) {
      const score = lhr.categories[category]?.score;
      row.scores[category] = typeof score === 'number' ? Math.round(score * 100) : null;
    }
    const metric = (id: string) =>
      typeof lhr.audits[id]?.numericValue === 'number' ? lhr.audits[id].numericValue! : null;
    row.lcpMs = metric('largest-contentful-paint');
    row.tbtMs = metric('total-blocking-time');
    row.cls = metric('cumulative-layout-shift');
    if (lhr.finalDisplayedUrl && new URL(lhr.finalDisplayedUrl).pathname !== new URL(p.url!).pathname) {
      row.error = `redirecionou para ${new URL(lhr.finalDisplayedUrl).pathname}`;
    }
  } catch (error) {
    row.error = (error as Error).message;
  }
  return { row, lhr: report };
}

export async function runLighthouse(ctx: BenchContext): Promise<PartResult> {
  const notes: string[] = [];
  const pages = ctx.pages.filter((p) => p.page.parts.includes('lighthouse'));
  const measured = pages.filter((p) => !p.skip).slice(0, MAX_LIGHTHOUSE_PAGES);
  for (const p of pages) if (p.skip) notes.push(`${p.name}: ${p.skip}`);
  for (const p of pages.filter((p) => !p.skip).slice(MAX_LIGHTHOUSE_PAGES))
    notes.push(`${p.name}: fora do limite de ${MAX_LIGHTHOUSE_PAGES} páginas`);

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const rows: Row[] = [];
  try {
    // A fresh Chromium is slow on its first page (its own start-up work lands in that trace): one run is
    // thrown away, so the first page is measured like the others.
    if (measured[0]) {
      log(`lighthouse (aquecimento) ${measured[0].path}`);
      await lighthouse(measured[0].url!, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableFullPageScreenshot: true,
        extraHeaders: headersFor(ctx, measured[0].access),
      }).catch(() => undefined);
    }
    // Round by round, every page once a round (not one page's runs back to back): this machine's speed drifts
    // over minutes (Lighthouse's benchmark index moved 1,600–2,700 within one run), and a slow stretch then
    // lands on every page alike, the floor page included, instead of on whichever page it happened to meet.
    const runs = new Map<ProbedPage, Array<{ row: Row; lhr: unknown }>>(measured.map((p) => [p, []]));
    for (let run = 1; run <= ctx.lighthouseRuns; run++) {
      for (const p of measured) {
        log(`lighthouse ${p.path}${ctx.lighthouseRuns > 1 ? ` (${run}/${ctx.lighthouseRuns})` : ''}`);
        runs.get(p)!.push(await measure(ctx, p, chrome.port));
      }
    }
    for (const p of measured) {
      const pageRuns = runs.get(p)!;
      const chosen = pageRuns[medianIndex(pageRuns.map((r) => r.row.scores.performance))];
      chosen.row.runs = pageRuns.map((r) => r.row.scores.performance);
      if (chosen.lhr) {
        mkdirSync(REPORTS_DIR, { recursive: true });
        writeFileSync(reportFile(p.path!), JSON.stringify(chosen.lhr));
      }
      if (chosen.row.error) notes.push(`${p.name}: ${chosen.row.error}`);
      rows.push(chosen.row);
    }
  } finally {
    await chrome.kill();
  }

  return {
    title:
      ctx.lighthouseRuns > 1
        ? `Lighthouse (mobile, throttling padrão, mediana de ${ctx.lighthouseRuns} execuções por página)`
        : 'Lighthouse (mobile, throttling padrão, 1 execução por página)',
    columns: [
      'página',
      'caminho',
      'desempenho',
      'acessibilidade',
      'boas práticas',
      'SEO',
      'LCP (ms)',
      'TBT (ms)',
      'CLS',
      ...(ctx.lighthouseRuns > 1 ? ['desempenho por execução'] : []),
    ],
    rows: rows.map((r) => [
      r.page,
      r.path,
      r.scores.performance,
      r.scores.accessibility,
      r.scores['best-practices'],
      r.scores.seo,
      r.lcpMs === null ? null : Math.round(r.lcpMs),
      r.tbtMs === null ? null : Math.round(r.tbtMs),
      r.cls === null ? null : round(r.cls, 3),
      ...(ctx.lighthouseRuns > 1 ? [r.runs.join(' / ')] : []),
    ]),
    notes,
    data: rows,
  };
}
