/**
 * Part 5: start-up, from spawning `next start` to the first page served with 200: on a new empty data
 * folder (migrations included), then again on the same folder (existing). With DATABASE_URL, "new" is
 * a fresh database created beside it when the account may create one.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { withDatabaseName } from './lib/database-url';
import { round } from './lib/stats';
import { log, ROOT, startServer } from './server';
import { type PartResult } from './types';

export const STARTUP_PATH = '/auth';

export type StartupRow = { case: string; ms: number | null; note?: string };
type Row = StartupRow;

export function startupCells(row: StartupRow) {
  return [row.case, row.ms === null ? null : round(row.ms, 0)];
}

async function timeStart(
  port: number,
  dataDir: string,
  logFile: string,
  env?: Record<string, string>,
): Promise<number> {
  const server = await startServer({ port, dataDir, logFile, firstPath: STARTUP_PATH, env });
  await server.stop();
  return server.readyMs;
}

async function withScratchPostgres<T>(url: string, fn: (scratchUrl: string) => Promise<T>): Promise<T> {
  const { default: postgres } = await import('postgres');
  const name = `agencia_bench_startup_${process.pid}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database "${name}"`);
    try {
      return await fn(withDatabaseName(url, name));
    } finally {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
    }
  } finally {
    await admin.end({ timeout: 5 });
  }
}

export async function runStartup(options: {
  port: number;
  logFile: string;
  databaseUrl?: string;
}): Promise<PartResult> {
  const { port, logFile, databaseUrl } = options;
  const notes: string[] = [];
  const rows: Row[] = [];
  const dataDir = path.join(ROOT, '.data-bench-startup');
  rmSync(dataDir, { recursive: true, force: true });
  try {
    if (databaseUrl) {
      log('início com um banco novo e vazio');
      try {
        const ms = await withScratchPostgres(databaseUrl, (url) =>
          timeStart(port, dataDir, logFile, { DATABASE_URL: url }),
        );
        rows.push({ case: 'banco novo e vazio (migrações incluídas)', ms });
      } catch (error) {
        rows.push({ case: 'banco novo e vazio (migrações incluídas)', ms: null, note: (error as Error).message });
        notes.push(`Banco novo: não foi possível criar um banco temporário (${(error as Error).message}).`);
      }
      log('início com o banco existente');
      rows.push({ case: 'banco existente (DATABASE_URL)', ms: await timeStart(port, dataDir, logFile) });
    } else {
      log('início com pasta de dados nova');
      rows.push({
        case: 'pasta de dados nova e vazia (migrações incluídas)',
        ms: await timeStart(port, dataDir, logFile),
      });
      log('início com a mesma pasta (existente)');
      rows.push({ case: 'pasta de dados existente', ms: await timeStart(port, dataDir, logFile) });
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  notes.push(`Tempo do spawn de \`next start\` até ${STARTUP_PATH} responder 200.`);
  return {
    title: 'Início do servidor',
    columns: ['caso', 'até a primeira página (ms)'],
    rows: rows.map(startupCells),
    notes,
    data: rows,
  };
}
