#!/usr/bin/env bash
# `npm run test:integration`: the integration tests on the embedded PGlite and, when TEST_DATABASE_URL names a
# local PostgreSQL (CI starts one), the same tests on it. The two databases share nothing, so the two runs go side
# by side on a two-core machine. The files of a worker share its module graph (vitest.config.ts), so a worker spends
# its time in tests, waiting on PGlite's files and the tests' own servers as much as on a core: the PGlite run, the
# longer one, takes two workers, and the PostgreSQL run one. Every file keeps its own database. Arguments go to both.
#
# Side by side, a two-core machine is loaded, and a file can time out on one database only. The failures of
# each run are printed together at the end (a CI log keeps only its tail), and the files that failed get one
# more run alone on that database, with the other run finished: they pass only if that run passes, and the
# log names them, so a file that fails for real still fails the run.
set -u
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  exec npx vitest run --project integration "$@"
fi
logs="$(mktemp -d)"
npx vitest run --project integration --maxWorkers=2 "$@" > >(tee "$logs/pglite.log" | sed -u 's/^/[pglite] /') 2>&1 &
pglite=$!
npx vitest run --project integration-pg "$@" > >(tee "$logs/postgres.log" | sed -u 's/^/[postgres] /') 2>&1 &
postgres=$!
wait "$pglite"; a=$?
wait "$postgres"; b=$?
sleep 1 # the tee processes flush their files
echo "integration: PGlite exit $a, PostgreSQL exit $b"

# The test files that failed in a run's log (ANSI colours removed), one per line.
failed_files() {
  sed 's/\x1b\[[0-9;]*m//g' "$1" | grep -oE '(FAIL|×|✗) +([a-z-]+ +)?tests/[^ >]+\.test\.ts' | awk '{print $NF}' | sort -u
}

rerun() { # project, log, label
  local files
  files="$(failed_files "$2")"
  echo "== ${3}: failed"
  sed 's/\x1b\[[0-9;]*m//g' "$2" | grep -E '^ *(FAIL|×|✗) ' | sort -u | head -40
  if [ -z "$files" ]; then
    echo "== ${3}: no failed test file found in the log; not re-run"
    return 1
  fi
  echo "== ${3}: one more run of" $files
  # shellcheck disable=SC2086
  npx vitest run --project "$1" $files 2>&1 | sed -u "s/^/[$3 re-run] /"
  return "${PIPESTATUS[0]}"
}

[ "$a" -eq 0 ] || { rerun integration "$logs/pglite.log" pglite && a=0; }
[ "$b" -eq 0 ] || { rerun integration-pg "$logs/postgres.log" postgres && b=0; }
echo "integration (after re-runs): PGlite exit $a, PostgreSQL exit $b"
rm -rf "$logs"
[ "$a" -eq 0 ] && [ "$b" -eq 0 ]
