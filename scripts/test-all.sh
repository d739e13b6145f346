#!/usr/bin/env bash
# The whole test suite: typecheck, lint, unit and API tests on SQLite, the API tests again on the
# PostgreSQL at 127.0.0.1:5432 when it answers, and the browser tests against a production build.
set -uo pipefail
export NEXT_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."

results_dir=$(mktemp -d)
failed_steps=()

run_step() {
  local name=$1
  shift
  echo
  echo "==> $name"
  if ! "$@"; then failed_steps+=("$name"); fi
}

vitest_step() {
  local name=$1 report=$2
  shift 2
  run_step "$name" npx vitest run --reporter=default --reporter=json --outputFile="$results_dir/$report.json" "$@"
}

run_step "migration index" node scripts/generate-migration-index.mjs
run_step "typecheck" npx tsc --noEmit -p tsconfig.json
run_step "lint" npx biome check .
vitest_step "unit and API tests (SQLite)" sqlite
e2e_without_postgres=()
if node -e "require('net').connect(5432,'127.0.0.1').on('connect',()=>process.exit(0)).on('error',()=>process.exit(1))"; then
  TEST_DB=postgres vitest_step "API tests (PostgreSQL)" postgres tests/api
else
  echo "PostgreSQL is not answering on 127.0.0.1:5432: its API run and the two-instance test are left out."
  e2e_without_postgres=(--exclude tests/e2e/two-instances.test.ts)
fi
vitest_step "end-to-end tests (production build, Chromium)" e2e --config vitest.e2e.config.mts "${e2e_without_postgres[@]}"

# One summary line over every run, then the verdict.
node -e '
const fs = require("fs"), path = require("path");
let passed = 0, failed = 0, skipped = 0;
for (const file of fs.readdirSync(process.argv[1])) {
  const report = JSON.parse(fs.readFileSync(path.join(process.argv[1], file), "utf8"));
  passed += report.numPassedTests; failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
// A skipped test is not a green one.
process.exit(failed + skipped > 0 ? 1 : 0);
' "$results_dir" || failed_steps+=("summary")

if [ ${#failed_steps[@]} -gt 0 ]; then
  echo "FAILED: ${failed_steps[*]}"
  exit 1
fi
echo "All checks passed."
