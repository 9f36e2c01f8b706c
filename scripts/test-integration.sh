#!/usr/bin/env bash
# `npm run test:integration`: the integration tests on the embedded PGlite and, when TEST_DATABASE_URL names a
# local PostgreSQL (CI starts one), the same tests on it. Vitest runs one file at a time per process on a
# two-core machine; the two databases share nothing, so the two runs go side by side, which about halves the
# wall time. Each run keeps its files one at a time on its own database, as before. Arguments go to both.
set -u
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  exec npx vitest run --project integration "$@"
fi
npx vitest run --project integration "$@" > >(sed -u 's/^/[pglite] /') 2>&1 &
pglite=$!
npx vitest run --project integration-pg "$@" > >(sed -u 's/^/[postgres] /') 2>&1 &
postgres=$!
wait "$pglite"; a=$?
wait "$postgres"; b=$?
echo "integration: PGlite exit $a, PostgreSQL exit $b"
[ "$a" -eq 0 ] && [ "$b" -eq 0 ]
