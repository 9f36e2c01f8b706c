#!/usr/bin/env bash
# `npm run test:integration`: the integration tests on the embedded PGlite and, when TEST_DATABASE_URL names a
# local PostgreSQL (CI starts one), the same tests on it. The two databases share nothing, so the two runs go side
# by side. The files of a worker share its module graph (vitest.config.ts), so a worker spends its time in tests,
# waiting on its database and the tests' own servers as much as on a core. Every file has a database of its own
# on either: a copy of a migrated template (tests/support/pglite-template.ts, tests/support/pg-template.ts), so
# both runs take one worker per core (INTEGRATION_WORKERS to choose; D192). Arguments go to both.
#
# A failed test fails the run: nothing is run a second time (D191). The failures of each run are printed together
# at the end (a CI log keeps only its tail). With TEST_REPORT_DIR (scripts/test.sh), each run writes its JSON report
# there for the run's summary (D190).
set -u
workers="${INTEGRATION_WORKERS:-$(nproc)}"
report() { # database
  [ -n "${TEST_REPORT_DIR:-}" ] &&
    echo "--reporter=default --reporter=json --outputFile.json=$TEST_REPORT_DIR/integration-$1.json"
}
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  # shellcheck disable=SC2046
  exec npx vitest run --project integration --maxWorkers="$workers" $(report pglite) "$@"
fi
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
# shellcheck disable=SC2046
npx vitest run --project integration --maxWorkers="$workers" $(report pglite) "$@" \
  > >(tee "$logs/pglite.log" | sed -u 's/^/[pglite] /') 2>&1 &
pglite=$!
# shellcheck disable=SC2046
npx vitest run --project integration-pg --maxWorkers="$workers" $(report postgres) "$@" \
  > >(tee "$logs/postgres.log" | sed -u 's/^/[postgres] /') 2>&1 &
postgres=$!
wait "$pglite"; a=$?
wait "$postgres"; b=$?
sleep 1 # the tee processes flush their files

failures() { # log, label
  echo "== ${2}: failed"
  sed 's/\x1b\[[0-9;]*m//g' "$1" | grep -E '^ *(FAIL|×|✗) ' | sort -u | head -40
}
[ "$a" -eq 0 ] || failures "$logs/pglite.log" pglite
[ "$b" -eq 0 ] || failures "$logs/postgres.log" postgres
echo "integration: PGlite exit $a, PostgreSQL exit $b"
[ "$a" -eq 0 ] && [ "$b" -eq 0 ]
