#!/usr/bin/env bash
# `npm run test:integration`: the integration tests on the embedded PGlite and, when TEST_DATABASE_URL names a
# local PostgreSQL (CI starts one), the same tests on it. Vitest runs one file at a time per process on a
# two-core machine. Each database's files are split in shards (INTEGRATION_SHARDS, 2 by default) and every shard
# runs at once: a run that ends early no longer leaves a core idle while the other finishes, which cut the step
# from 14 to about 12 minutes. Each PostgreSQL shard has a database of its own (agencia_test, agencia_test_2, …,
# made empty here; the app migrates it), so files never run side by side on one database. Arguments go to all.
#
# With four processes on two cores a file can time out on one shard only. The failures of each database are
# printed together at the end (a CI log keeps only its tail), and the files that failed get one more run alone on
# that database once every shard has ended: they pass only if that run passes, and the log names them, so a file
# that fails for real still fails the run.
set -u
shards="${INTEGRATION_SHARDS:-2}"
logs="$(mktemp -d)"
pids=()
names=()
launch() { # label, project, shard, database url or ""
  local label="$1-$3"
  TEST_DATABASE_URL="$4" npx vitest run --project "$2" --shard="$3/$shards" "${args[@]}" \
    > >(tee "$logs/$label.log" | sed -u "s/^/[$label] /") 2>&1 &
  pids+=("$!")
  names+=("$label")
}
args=("$@")
for k in $(seq 1 "$shards"); do launch pglite integration "$k" ""; done
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  for k in $(seq 1 "$shards"); do
    url="$TEST_DATABASE_URL"
    if [ "$k" -gt 1 ]; then
      url="${TEST_DATABASE_URL%/*}/$(basename "${TEST_DATABASE_URL%%\?*}")_$k"
      node -e '
        const postgres = require("postgres");
        const [admin, name] = [process.argv[1], new URL(process.argv[2]).pathname.slice(1)];
        const sql = postgres(admin, { max: 1, onnotice: () => {} });
        (async () => {
          await sql.unsafe(`drop database if exists "${name}" with (force)`);
          await sql.unsafe(`create database "${name}"`);
          await sql.end();
        })().catch((error) => { console.error(error.message); process.exit(1); });
      ' "$TEST_DATABASE_URL" "$url" || exit 1
    fi
    launch postgres integration-pg "$k" "$url"
  done
fi
a=0
b=0
for i in "${!pids[@]}"; do
  if ! wait "${pids[$i]}"; then
    case "${names[$i]}" in pglite-*) a=1 ;; *) b=1 ;; esac
  fi
done
sleep 1 # the tee processes flush their files
echo "integration: PGlite exit $a, PostgreSQL exit $b"

# The test files that failed in a run's log (ANSI colours removed), one per line.
failed_files() {
  sed 's/\x1b\[[0-9;]*m//g' "$1" | grep -oE '(FAIL|×|✗) +([a-z-]+ +)?tests/[^ >]+\.test\.ts' | awk '{print $NF}' | sort -u
}

rerun() { # project, label
  local files
  files="$(for log in "$logs/$2"-*.log; do failed_files "$log"; done | sort -u)"
  echo "== ${2}: failed"
  cat "$logs/$2"-*.log | sed 's/\x1b\[[0-9;]*m//g' | grep -E '^ *(FAIL|×|✗) ' | sort -u | head -40
  if [ -z "$files" ]; then
    echo "== ${2}: no failed test file found in the log; not re-run"
    return 1
  fi
  echo "== ${2}: one more run of" $files
  # shellcheck disable=SC2086
  npx vitest run --project "$1" $files 2>&1 | sed -u "s/^/[$2 re-run] /"
  return "${PIPESTATUS[0]}"
}

[ "$a" -eq 0 ] || { rerun integration pglite && a=0; }
[ "$b" -eq 0 ] || { rerun integration-pg postgres && b=0; }
echo "integration (after re-runs): PGlite exit $a, PostgreSQL exit $b"
rm -rf "$logs"
[ "$a" -eq 0 ] && [ "$b" -eq 0 ]
