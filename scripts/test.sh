#!/usr/bin/env bash
# `npm test`: every check CI runs, in four steps; the first failing step stops the run.
#   1. ESLint, Prettier, the typecheck and the unit tests, side by side, and each prints its own log when it ends,
#      so the logs do not interleave. Prettier is not queued behind ESLint, the longest of them (D278);
#   2. the integration tests on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL
#      (scripts/test-integration.sh);
#   3. the end-to-end tests on a production build (playwright.config.ts);
#   4. the end-to-end tests on `next dev` (playwright.dev.config.ts).
# No step gives a failed test a second run (D191). The runners write JSON reports to TEST_REPORT_DIR, and the end
# of the run prints one line per step (tests passed, failed, skipped, seconds) and `N passed, N failed` for the
# whole run (scripts/test-summary.ts, D190), also when a step failed.
set -u
export TEST_REPORT_DIR
TEST_REPORT_DIR="$(mktemp -d)"
trap 'rm -rf "$TEST_REPORT_DIR"' EXIT
steps="$TEST_REPORT_DIR/steps.tsv"
: >"$steps"
started=$SECONDS

summary() {
  node_modules/.bin/tsx scripts/test-summary.ts "$steps"
  echo "== run: $((SECONDS - started)) s"
}

# lint (code and format), typecheck, unit: each records its own exit code and seconds.
vitest_json() { echo "--reporter=default --reporter=json --outputFile.json=$TEST_REPORT_DIR/$1.json"; }
declare -A args=([lint:code]="" [lint:format]="" [typecheck]="" [test:unit]="$(vitest_json unit)")
pids=()
for script in lint:code lint:format typecheck test:unit; do
  (
    t=$SECONDS
    # shellcheck disable=SC2086
    npm run --silent "$script" -- ${args[$script]} >"$TEST_REPORT_DIR/$script.log" 2>&1
    echo "$? $((SECONDS - t))" >"$TEST_REPORT_DIR/$script.status"
  ) &
  pids+=("$!")
done
wait "${pids[@]}"
failed=0
for script in lint:code lint:format typecheck test:unit; do
  read -r code secs <"$TEST_REPORT_DIR/$script.status"
  [ "$code" -eq 0 ] && status=ok || { status=FAILED; failed=1; }
  echo "== npm run $script: $status ($secs s)"
  cat "$TEST_REPORT_DIR/$script.log"
  reports=""
  [ "$script" = test:unit ] && reports="$TEST_REPORT_DIR/unit.json"
  printf '%s\t%s\t%s\t%s\n' "$script" "$code" "$secs" "$reports" >>"$steps"
done

reports_of() {
  case "$1" in
    test:integration) echo "$TEST_REPORT_DIR/integration-pglite.json${TEST_DATABASE_URL:+,$TEST_REPORT_DIR/integration-postgres.json}" ;;
    test:e2e) echo "$TEST_REPORT_DIR/e2e.json" ;;
    test:e2e:dev) echo "$TEST_REPORT_DIR/e2e-dev.json" ;;
  esac
}

for script in test:integration test:e2e test:e2e:dev; do
  if [ "$failed" -ne 0 ]; then
    printf '%s\tnot run\n' "$script" >>"$steps"
    continue
  fi
  t=$SECONDS
  echo "== npm run $script"
  npm run --silent "$script"
  code=$?
  echo "== $script: $((SECONDS - t)) s (run: $((SECONDS - started)) s)"
  printf '%s\t%s\t%s\t%s\n' "$script" "$code" "$((SECONDS - t))" "$(reports_of "$script")" >>"$steps"
  [ "$code" -eq 0 ] || failed=1
done

summary
exit "$failed"
