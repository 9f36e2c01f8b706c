/**
 * The end of `npm test` (scripts/test.sh): one line per step with its tests passed, failed and skipped and its
 * seconds, then `N passed, N failed` for the whole run (D190). Each step leaves a line in the steps file,
 * `name<TAB>exit code<TAB>seconds<TAB>report,report` (or `not run`), and its test runners' JSON reports: vitest's
 * (Jest's format: numPassedTests, ...) and Playwright's (stats.expected, ...). A step that failed without a failed
 * test in its reports (lint, a crash, a missing report) counts as one failure, so a red run never reads 0 failed.
 *   tsx scripts/test-summary.ts <steps file>
 */
import { existsSync, readFileSync } from 'node:fs';

type Counts = { passed: number; failed: number; skipped: number; note: string[] };

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: Array<{ name: string; status: string; assertionResults: Array<{ status: string }> }>;
};
type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors?: unknown[];
};

function read(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0, note: [`no report ${file}`] };
  let report: unknown;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return { passed: 0, failed: 0, skipped: 0, note: [`unreadable report ${file}`] };
  }
  if (report && typeof report === 'object' && 'stats' in report) {
    const { stats, errors = [] } = report as PlaywrightReport;
    // A test that passed only on a retry is not a pass (D191); errors outside tests (a server that never started).
    return {
      passed: stats.expected,
      failed: stats.unexpected + stats.flaky + errors.length,
      skipped: stats.skipped,
      note: stats.flaky ? [`${stats.flaky} flaky`] : [],
    };
  }
  const vitest = report as VitestReport;
  // A file that failed before any of its tests ran (an import error, a hook) has no failed test of its own.
  const brokenFiles = vitest.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  return {
    passed: vitest.numPassedTests,
    failed: vitest.numFailedTests + brokenFiles,
    skipped: vitest.numPendingTests + vitest.numTodoTests,
    note: brokenFiles ? [`${brokenFiles} file(s) failed outside a test`] : [],
  };
}

const stepsFile = process.argv[2];
const lines = existsSync(stepsFile) ? readFileSync(stepsFile, 'utf8').split('\n').filter(Boolean) : [];
const total = { passed: 0, failed: 0, skipped: 0 };
let seconds = 0;
console.log('== summary');
for (const line of lines) {
  const [name, code, secs, reports = ''] = line.split('\t');
  if (code === 'not run') {
    console.log(`   ${name.padEnd(24)} not run`);
    continue;
  }
  const counts: Counts = { passed: 0, failed: 0, skipped: 0, note: [] };
  for (const file of reports.split(',').filter(Boolean)) {
    const one = read(file);
    counts.passed += one.passed;
    counts.failed += one.failed;
    counts.skipped += one.skipped;
    counts.note.push(...one.note);
  }
  if (code !== '0' && counts.failed === 0) {
    counts.failed = 1;
    counts.note.push(`exit ${code}`);
  }
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  seconds += Number(secs);
  const status = code === '0' ? 'ok' : 'FAILED';
  const tests = reports ? `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped` : status;
  const note = counts.note.length ? ` (${counts.note.join('; ')})` : '';
  console.log(`   ${name.padEnd(24)} ${status.padEnd(6)} ${tests}, ${secs} s${note}`);
}
console.log(`== ${total.passed} passed, ${total.failed} failed (${total.skipped} skipped, ${seconds} s of steps)`);
