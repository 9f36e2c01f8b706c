import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** What the stand-in Sefin's process says first: its address, its CA and the company's e-CNPJ certificate. */
export type SefinInfo = { baseUrl: string; caPem: string; p12: string; password: string; cnpj: string };
/** What it recorded: the notes' access keys, the cancelled notes' keys, its own errors. */
export type SefinState = { notes: string[]; cancellations: string[]; failures: string[] };

/** The stand-in Sefin started in a child process (tests/support/fake-sefin-process.ts says why). */
export async function startSefinProcess() {
  const root = process.cwd();
  const child = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    ['--conditions=react-server', path.join(root, 'tests/support/fake-sefin-process.ts')],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const waiting: { resolve: (line: string) => void; reject: (error: Error) => void }[] = [];
  const lines = createInterface({ input: child.stdout! });
  lines.on('line', (line) => waiting.shift()?.resolve(line));
  child.once('exit', (code) => {
    for (const wait of waiting.splice(0)) wait.reject(new Error(`stand-in Sefin saiu (${code})`));
  });
  const next = () => new Promise<string>((resolve, reject) => waiting.push({ resolve, reject }));
  const info = JSON.parse(await next()) as SefinInfo;
  return {
    ...info,
    async state(): Promise<SefinState> {
      const answer = next();
      child.stdin!.write('state\n');
      return JSON.parse(await answer) as SefinState;
    },
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin!.end();
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill('SIGTERM');
    },
  };
}

export type SefinProcess = Awaited<ReturnType<typeof startSefinProcess>>;
