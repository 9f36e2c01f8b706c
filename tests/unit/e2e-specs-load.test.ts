import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * Every Playwright spec loads in Playwright's own loader (D194). A module the specs import that reaches the message
 * catalogue's JSON, or anything else that loader refuses, fails every e2e project at collection, after the
 * production build: this finds it in the unit step, seconds after the change, with the file named.
 */
describe('the e2e specs', () => {
  it('all load, and each project has its tests', () => {
    const out = execFileSync('node_modules/.bin/playwright', ['test', '--list', '--reporter=json'], {
      encoding: 'utf8',
      env: { ...process.env, CI: '', TEST_REPORT_DIR: '' },
      maxBuffer: 64 * 1024 * 1024,
    });
    const report = JSON.parse(out) as {
      errors: { message: string }[];
      suites: { file: string; specs: unknown[]; suites?: unknown[] }[];
    };
    expect(report.errors.map((e) => e.message.split('\n')[0])).toEqual([]);
    expect(report.suites.length).toBeGreaterThan(40);
  });
});
