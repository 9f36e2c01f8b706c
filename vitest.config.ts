import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname),
  // `server-only` throws outside React's server build; in tests every module is server-side.
  'server-only': path.resolve(import.meta.dirname, 'tests/support/empty-module.ts'),
};

const integration = (
  name: string,
  env: Record<string, string>,
  include = ['tests/integration/**/*.test.ts', 'tests/security/**/*.test.ts'],
) => ({
  resolve: { alias },
  test: {
    name,
    include,
    setupFiles: ['tests/support/integration-setup.ts'],
    // Each file starts from a copy of one migrated database (tests/support/pglite-template.ts, pg-template.ts).
    globalSetup: [
      env.TEST_DB === 'pglite' ? 'tests/support/pglite-template-setup.ts' : 'tests/support/pg-template-setup.ts',
    ],
    environment: 'node',
    env,
    // better-auth reaches next/headers itself: run it through Vite so that it sees the test request.
    server: { deps: { inline: [/better-auth/] } },
    testTimeout: 30_000,
    // The files of a worker share its module graph: loading the app's modules again for every file took a third
    // of the run. Each file still gets its own database and data folder; what the app keeps on globalThis goes with
    // them at the file's end, and the revalidation recorders are shared (tests/support/integration-setup.ts).
    isolate: false,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        // One module graph for all the files, as the integration tests (below): 61 s alone became 18 s. A file that
        // changes the process (its environment, globalThis) puts it back at its end.
        // The limit is for a hung test, not a speed check (the bench measures speed): the unit run shares two cores
        // with lint and the typecheck, and a schema check starts xmllint's WebAssembly in a worker each time (D203).
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 30_000,
        },
      },
      integration('integration', { TEST_DB: 'pglite' }),
      // The same tests on a real PostgreSQL server when one is given (CI starts one).
      ...(process.env.TEST_DATABASE_URL ? [integration('integration-pg', { TEST_DB: 'postgres' })] : []),
      // The measurements of `npm run bench -- --only pix` (bench/pix.ts): only when the bench asks (D194).
      ...(process.env.PIX_BENCH_OUT ? [integration('bench', { TEST_DB: 'pglite' }, ['bench/**/*.test.ts'])] : []),
    ],
  },
});
