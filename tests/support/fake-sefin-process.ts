import { createInterface } from 'node:readline';
import { startFakeSefin } from './fake-sefin';

/**
 * The stand-in Sefin (fake-sefin.ts) in a process of its own, for the Playwright specs: its modules import
 * server/nfse, which is `server-only`, and only a process started with `--conditions=react-server` (as own-stack.ts
 * runs its scripts) may load them; the Playwright worker is not one. Run by sefin-process.ts: the first line on
 * stdout is what the spec needs to configure the app; each `state` line on stdin is answered with one line of what
 * the stand-in recorded; stdin closed, it stops.
 */
const sefin = await startFakeSefin();
const company = sefin.ca.eCnpj!;
const say = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);
say({
  baseUrl: sefin.baseUrl,
  caPem: sefin.ca.caPem,
  p12: company.p12.toString('base64'),
  password: company.password,
  cnpj: company.cnpj,
});
const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  if (line.trim() === 'state')
    say({
      notes: [...sefin.notes.values()].map((note) => note.chaveAcesso),
      cancellations: [...sefin.cancellations.keys()],
      failures: sefin.failures,
    });
});
lines.on('close', () => void sefin.close().then(() => process.exit(0)));
