/**
 * The `pix` part (D99): webhook notifications per second end to end at 50 concurrent (goal ≥ 200/s on PGlite, zero
 * lost or doubled) and the OFX import of 500 credits against 1,000 open charges (goal < 2 s). The measurement runs
 * in bench/pix-measure.test.ts (the stand-in PSP over mutual TLS, the app's webhook route, PGlite), which
 * this part starts and whose figures it reads back.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { round } from './lib/stats';
import { log, ROOT } from './server';
import type { PartResult } from './types';

type PixBench = {
  notifications: number;
  concurrency: number;
  webhookMs: number;
  perSecond: number;
  answeredPerSecond: number;
  followUpsMs: number;
  followUpsWaiting: number;
  perCpuSecond: number;
  loadAverage: number;
  failed: number;
  lost: number;
  doubled: number;
  ofxCredits: number;
  ofxOpenCharges: number;
  ofxMs: number;
  ofxExact: number;
};

export async function runPixBench(): Promise<PartResult> {
  const out = path.join(os.tmpdir(), `pix-bench-${process.pid}.json`);
  rmSync(out, { force: true });
  log('pix: webhook e extrato OFX (stand-in do PSP, PGlite)...');
  spawnSync('npx', ['vitest', 'run', '--project', 'bench', 'bench/pix-measure.test.ts'], {
    cwd: ROOT,
    env: { ...process.env, PIX_BENCH_OUT: out },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const data = JSON.parse(readFileSync(out, 'utf8')) as PixBench;
  rmSync(out, { force: true });
  return {
    title: 'Pix: webhook e extrato OFX',
    columns: ['medida', 'valor', 'meta'],
    rows: [
      [
        `notificações/s até a última cobrança Paga (${data.notifications}, ${data.concurrency} simultâneas)`,
        round(data.perSecond),
        '≥ 200',
      ],
      ['respostas do webhook/s (só enfileirar)', round(data.answeredPerSecond), ''],
      [
        'ms até o último efeito (recibos, parcelas), tarefas restantes',
        `${round(data.followUpsMs)} / ${data.followUpsWaiting}`,
        '— / 0',
      ],
      ['notificações por segundo de CPU do processo', round(data.perCpuSecond), ''],
      ['perdidas / em dobro / respostas de erro', `${data.lost} / ${data.doubled} / ${data.failed}`, '0 / 0 / 0'],
      [
        `importação OFX (${data.ofxCredits} créditos × ${data.ofxOpenCharges} cobranças), ms`,
        round(data.ofxMs),
        '< 2000',
      ],
      ['créditos com correspondência exata', data.ofxExact, String(data.ofxCredits)],
    ],
    notes: [
      'Cada notificação entra pela rota do webhook, que a enfileira (uma tarefa por endToEndId) e responde; o worker,',
      'acordado pela rota, relê cada Pix no PSP (mTLS), grava o lote de uma vez e paga as cobranças pelo escritor',
      'único (D130); os efeitos (recibo, parcela) vêm depois, na fila, atrás das notificações (D145).',
      `Carga média da máquina no início: ${round(data.loadAverage)} (2 núcleos): rota, worker e PSP dividem um processo;`,
      'os 50 chamadores (o lado do PSP) rodam numa thread à parte.',
    ],
    data,
  };
}
