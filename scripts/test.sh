#!/usr/bin/env bash
# `npm test`: every check CI runs, in four steps; the first failing step stops the run.
#   1. lint, typecheck and the unit tests, side by side: each is one process on one core, and each prints
#      its own log when it ends, so the logs do not interleave;
#   2. the integration tests on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL
#      (scripts/test-integration.sh);
#   3. the end-to-end tests on a production build (playwright.config.ts);
#   4. the end-to-end tests on `next dev` (playwright.dev.config.ts).
# Each step's wall time is printed, so a CI log shows where its minutes went (the run must stay under 45).
set -u
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
started=$SECONDS

step() { # name, seconds at its start
  echo "== $1: $((SECONDS - $2)) s (run: $((SECONDS - started)) s)"
}

t=$SECONDS
pids=()
for script in lint typecheck test:unit; do
  npm run --silent "$script" >"$logs/$script.log" 2>&1 &
  pids+=("$!")
done
failed=()
i=0
for script in lint typecheck test:unit; do
  if wait "${pids[$i]}"; then status=ok; else status=FAILED; failed+=("$script"); fi
  echo "== npm run $script: $status"
  cat "$logs/$script.log"
  i=$((i + 1))
done
step "lint, typecheck, unit" "$t"
if [ ${#failed[@]} -gt 0 ]; then
  echo "== failed: ${failed[*]}"
  exit 1
fi

for script in test:integration test:e2e test:e2e:dev; do
  t=$SECONDS
  echo "== npm run $script"
  npm run --silent "$script" || {
    step "$script (FAILED)" "$t"
    exit 1
  }
  step "$script" "$t"
done
