import { readdirSync, readFileSync } from 'node:fs';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The layers of docs/architecture.md, enforced (D151). ESLint keeps one `no-restricted-imports` per file (a later
// block replaces an earlier one's options), so each block below covers its own files and merges what applies.

/** Browser code takes zod from lib/zod.ts, which turns off zod's eval probe (a CSP violation, D45). */
const browserZod = {
  paths: [
    {
      name: 'zod',
      importNames: ['z'],
      message: "Importe z de '@/lib/zod' (sem o teste de eval do zod, bloqueado pela CSP).",
    },
  ],
};
/** Nothing outside server/ opens the database: pages and routes read through their domain's queries. */
const noDatabase = {
  patterns: [
    {
      group: [
        '@/server/platform/db/client',
        '@/server/platform/db/schema',
        '@/server/platform/db/schema/*',
        '**/server/platform/db/client',
        '**/server/platform/db/schema',
        '**/server/platform/db/schema/*',
        'drizzle-orm',
        'drizzle-orm/*',
        'postgres',
        '@electric-sql/pglite',
        '@electric-sql/pglite/*',
      ],
      message: 'Fora de server/ não se abre o banco: leia pelas queries do domínio (server/<domínio>/queries.ts).',
    },
  ],
};
/** lib/ is pure code: no I/O, nothing from server/ (values are passed in). */
const noServer = {
  patterns: [
    {
      regex: '^(@/|(\\.\\./)+)server(/|$)',
      message: 'lib/ é código puro: não importa server/ (receba os valores por parâmetro).',
    },
  ],
};
/** server/platform/ is infrastructure: it knows no domain, nor the layers built on it (server/*.ts, jobs/, events/). */
const platformOnly = {
  patterns: [
    {
      // The events' types are the vocabulary platform hands back (the action wrapper's and the outbox's `Written`).
      regex: '^@/server/(?!platform/|events/types$)',
      message: 'server/platform/ é infraestrutura: não importa domínios; o chamador passa o que ela precisa.',
    },
  ],
};

/**
 * Folders under server/ that are not domains: platform/ (infrastructure), events/ (the dispatcher and its
 * effects table), and the flows that cross domains by design: pipeline/ (event follow-ups), jobs/ (the job
 * registry, tick and worker), automation/ (the scheduled use cases), demo/ (the demo seed).
 */
const FLOWS = ['platform', 'events', 'pipeline', 'jobs', 'automation', 'demo'];
/** Domains every domain uses whole: the agency's profile and mail, the staff guard, stored settings, the timeline. */
const SHARED = ['agency', 'auth', 'settings', 'timeline'];
/** A domain's public surface for another domain: its reads, its link pages' reads, its config, session and PDFs… */
const PUBLIC_FILES = '(queries|public|config|session|[a-z-]+-pdf)';
/**
 * …and its writers, the one home of each change (D21): the files the write-model guard lists, in a stage folder of
 * their domain too (server/signatures/sign/…, D200).
 */
const WRITERS = [
  ...new Set(
    [
      ...readFileSync(new URL('./tests/unit/write-model.test.ts', import.meta.url), 'utf8').matchAll(
        /'server\/([a-z-]+(?:\/[a-z-]+)+)\.ts'/g,
      ),
    ].map((match) => match[1]),
  ),
];
/**
 * Files that still reach into another domain's internals (measured when the rule came in, D151): each is a
 * move still to make, not a precedent. A new file is held to the rule.
 */
const CROSS_DOMAIN_PENDING = [
  'server/auth/recovery-actions.ts',
  'server/charges/actions.ts',
  'server/charges/create-charge.ts',
  'server/overview/checklist.ts',
  'server/portal/actions.ts',
  'server/portal/erasure-files.ts',
  'server/portal/erasure.ts',
  'server/portal/export.ts',
  'server/portal/receipt-mail.ts',
  'server/portal/staff-actions.ts',
  'server/signatures/send/send-to-signers.ts',
  'server/signatures/sign/send-signer-code.ts',
  'server/whatsapp/fallback-email.ts',
  'server/whatsapp/link-subjects.ts',
  'server/whatsapp/notify-received.ts',
];
const DOMAINS = readdirSync(new URL('./server', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !FLOWS.includes(entry.name))
  .map((entry) => entry.name);
const domainBlocks = DOMAINS.map((domain) => ({
  files: [`server/${domain}/**/*.ts`, `server/${domain}/**/*.tsx`],
  ignores: CROSS_DOMAIN_PENDING,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^@/server/(?!(platform|events|${domain}|${SHARED.join('|')})/)(?!(${WRITERS.join('|')})$)[a-z-]+/(?!${PUBLIC_FILES}$)`,
            message:
              'Um domínio só importa de outro o que ele publica (queries, public, config, session, *-pdf e os writers); o fluxo entre domínios vai para server/pipeline/ ou um evento.',
          },
        ],
      },
    ],
  },
}));

/**
 * The environment is read through server/platform/env.ts (zod-validated, D152). NODE_ENV, NEXT_PHASE and
 * NEXT_RUNTIME stay `process.env.X`: Next inlines them at build time, in client code too.
 */
const NEXT_OWN = '/^(NODE_ENV|NEXT_PHASE|NEXT_RUNTIME)$/';
const envThroughModule = {
  files: [
    'app/**/*.{ts,tsx}',
    'components/**/*.{ts,tsx}',
    'lib/**/*.{ts,tsx}',
    'server/**/*.{ts,tsx}',
    'i18n/**/*.ts',
  ].concat(['proxy.ts', 'instrumentation.ts']),
  ignores: ['server/platform/env.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: `MemberExpression[object.object.name='process'][object.property.name='env'][property.name!=${NEXT_OWN}]`,
        message:
          "Leia o ambiente por '@/server/platform/env' (validado com zod); só NODE_ENV, NEXT_PHASE e NEXT_RUNTIME direto.",
      },
      {
        selector:
          "MemberExpression[object.name='process'][property.name='env']:not(MemberExpression > MemberExpression.object)",
        message: "Passe envRecord() de '@/server/platform/env', não process.env inteiro.",
      },
    ],
  },
};

const restrict = (...parts) => [
  'error',
  { paths: parts.flatMap((p) => p.paths ?? []), patterns: parts.flatMap((p) => p.patterns ?? []) },
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      '.data/**',
      '.data-*/**',
      'node_modules/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  {
    files: ['lib/**/*.ts', 'lib/**/*.tsx'],
    ignores: ['lib/zod.ts'],
    rules: { 'no-restricted-imports': restrict(browserZod, noServer) },
  },
  { files: ['lib/zod.ts'], rules: { 'no-restricted-imports': restrict(noServer) } },
  {
    files: ['components/**/*.tsx', 'components/**/*.ts', 'app/**/*.tsx'],
    rules: { 'no-restricted-imports': restrict(browserZod, noDatabase) },
  },
  {
    // scripts/ and tests/ are entry points of their own (a CLI, a test's set-up) and may open the database.
    files: ['app/**/*.ts', 'proxy.ts', 'instrumentation.ts', 'i18n/**/*.ts', 'messages/**/*.ts', 'content/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(noDatabase) },
  },
  {
    files: ['server/platform/**/*.ts', 'server/platform/**/*.mjs'],
    rules: { 'no-restricted-imports': restrict(platformOnly) },
  },
  ...domainBlocks,
  envThroughModule,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
];
export default config;
