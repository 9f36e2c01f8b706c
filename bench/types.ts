import type { BenchPage, SeedInfo } from './config';
import type { Cell } from './lib/markdown';

/** A page of the table after asking the server for it once. */
export type ProbedPage = {
  page: BenchPage;
  name: string;
  path: string | null;
  url: string | null;
  access: BenchPage['access'];
  status: number | null;
  html: string;
  contentType: string;
  /** Why the page is not measured (not built yet, ...), or null. */
  skip: string | null;
};

export type BenchContext = {
  baseUrl: string;
  seed: SeedInfo;
  pages: ProbedPage[];
  distDir: string;
  quick: boolean;
  /** Lighthouse runs per page; the median one (by performance) is reported. */
  lighthouseRuns: number;
  /** Throughput warm-up per page in seconds (`--warmup`); default WARMUP_SECONDS. */
  warmupSeconds?: number;
};

export type PartResult = {
  title: string;
  columns: string[];
  rows: Cell[][];
  notes: string[];
  data: unknown;
  /** Further tables of the same part (a part that measures two things), printed after the first. */
  more?: Array<{ title: string; columns: string[]; rows: Cell[][] }>;
};

export function headersFor(ctx: BenchContext, access: BenchPage['access']): Record<string, string> {
  return access === 'staff' ? { cookie: ctx.seed.cookie } : {};
}
