#!/usr/bin/env bash
# The whole test suite: typecheck, lint, unit and API tests on SQLite, the API tests again on the
# PostgreSQL at 127.0.0.1:5432 when it answers, and the browser tests against a production build.
set -uo pipefail
export NEXT_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."

results_dir=$(mktemp -d)
failed_steps=()
phase_times=()
suite_started=$SECONDS

run_step() {
  local name=$1 started=$SECONDS
  shift
  echo
  echo "==> $name"
  if ! "$@"; then failed_steps+=("$name"); fi
  phase_times+=("$(printf '%6ss  %s' $((SECONDS - started)) "$name")")
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

# The wall time of each phase and the slowest test files, then one summary line and the verdict.
echo
echo "Phase times (wall clock):"
printf '  %s\n' "${phase_times[@]}"
printf '  %6ss  %s\n' $((SECONDS - suite_started)) "whole suite"
node -e '
const fs = require("fs"), path = require("path");
const files = [];
for (const file of fs.readdirSync(process.argv[1])) {
  const report = JSON.parse(fs.readFileSync(path.join(process.argv[1], file), "utf8"));
  const run = path.basename(file, ".json");
  for (const result of report.testResults ?? []) {
    const seconds = ((result.endTime ?? 0) - (result.startTime ?? 0)) / 1000;
    files.push({ seconds, name: `${path.relative(process.cwd(), result.name)} (${run})` });
  }
}
files.sort((a, b) => b.seconds - a.seconds);
console.log("Slowest test files:");
for (const { seconds, name } of files.slice(0, 10)) console.log(`  ${seconds.toFixed(1).padStart(7)}s  ${name}`);
' "$results_dir" || true

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
