#!/usr/bin/env bash
# The whole test suite: typecheck and lint; then side by side the production build, the unit and API
# tests on SQLite, the API tests again on the PostgreSQL at 127.0.0.1:5432 when it answers, and the
# proof that a module is added by README's steps (tests/new-module); then the browser tests against
# that build. At the end: the wall time of each step, the ten slowest test files, one summary line and
# the verdict.
set -uo pipefail
export NEXT_TELEMETRY_DISABLED=1
cd "$(dirname "$0")/.."
# Node keeps the code it compiles for every process of the run (the ~25 production servers the browser
# tests start, the build's workers, the type checker): a server starts on 2.3 busy core-seconds
# instead of 3.6. Keyed by each file's contents, so a changed file is compiled afresh.
export NODE_COMPILE_CACHE="$PWD/node_modules/.cache/node-compile-cache"

results_dir=$(mktemp -d)
failed_steps=()
phase_times=()
suite_started=$SECONDS

record_time() {
  phase_times+=("$(printf '%6ss  %s' "$1" "$2")")
}

# How busy the machine's cores were in each phase (from /proc/stat, in core-seconds): the work a
# phase costs, which a shorter suite has to cut, beside the idle time a better order could fill, and
# the time the host took the cores away ("steal", on a shared virtual machine).
phase_loads=()
cpu_seconds() {
  awk 'NR == 1 { printf "%d %d %d", ($2 + $3 + $4 + $7 + $8) / 100, ($5 + $6) / 100, $9 / 100 }' /proc/stat
}
phase_started() {
  phase_start_cpu=$(cpu_seconds)
  phase_start_seconds=$SECONDS
}
phase_ended() {
  local busy idle steal busy0 idle0 steal0
  read -r busy idle steal <<<"$(cpu_seconds)"
  read -r busy0 idle0 steal0 <<<"$phase_start_cpu"
  phase_loads+=("$(printf '%6ss  %5s busy core-s, %4s idle, %3s stolen  %s' $((SECONDS - phase_start_seconds)) \
    $((busy - busy0)) $((idle - idle0)) $((steal - steal0)) "$1")")
}

run_step() {
  local name=$1 started=$SECONDS
  shift
  echo
  echo "==> $name"
  if ! "$@"; then failed_steps+=("$name"); fi
  record_time $((SECONDS - started)) "$name"
}

# Steps started with start_step run in the background, each into a log of its own (named by its
# place among all the background steps of the run); finish_steps waits for all of them and prints
# each log whole, in the order they were started, its time labelled with what it ran beside.
background_steps=()
background_count=0
start_step() {
  local name=$1 index=$((background_count + ${#background_steps[@]}))
  shift
  background_steps+=("$name")
  echo "==> $name (started)"
  (
    started=$SECONDS
    "$@" >"$results_dir/step-$index.log" 2>&1
    echo $? >"$results_dir/step-$index.status"
    echo $((SECONDS - started)) >"$results_dir/step-$index.seconds"
  ) &
}

finish_steps() {
  local beside=$1
  wait
  for offset in "${!background_steps[@]}"; do
    local name=${background_steps[$offset]} index=$((background_count + offset))
    echo
    echo "==> $name"
    cat "$results_dir/step-$index.log"
    [ "$(cat "$results_dir/step-$index.status")" = 0 ] || failed_steps+=("$name")
    record_time "$(cat "$results_dir/step-$index.seconds")" "$name ($beside)"
  done
  background_count=$((background_count + ${#background_steps[@]}))
  background_steps=()
}

# The reporters of a run named $1: the default one, the JSON report (for the summary's verdict) and
# each file's whole wall time, its imports and hooks included (for the slowest files).
vitest_reports() {
  echo env FILE_TIMINGS_FILE="$results_dir/$1.timings" npx vitest run --reporter=default --reporter=json \
    --outputFile="$results_dir/$1.json" --reporter=./tests/support/file-timings-reporter.ts
}

postgres_answers() {
  node -e "require('net').connect(5432,'127.0.0.1').on('connect',()=>process.exit(0)).on('error',()=>process.exit(1))"
}

phase_started
run_step "migration index" node scripts/generate-migration-index.ts
# Before the build: the typecheck reads the route types the build writes into .next. The lint beside
# it: the typecheck keeps one core busy.
start_step "lint" npm run --silent lint
# The demo pictures drawn once, into the cache every later run reads (src/server/demo/picture-cache.ts),
# rather than by each of the runs side by side at once.
start_step "demo pictures" node --conditions=react-server --import tsx tests/support/draw-demo-pictures.ts
run_step "typecheck" npx tsc --noEmit -p tsconfig.json
finish_steps "beside the typecheck"
phase_ended "typecheck and lint"
phase_started

# The build and the API runs side by side (the API runs wait on their databases and timers much of
# the time), then the browser tests alone against that build. The new module's steps are one chain,
# the longest of the four: the others run at a lower priority (nice 10) and take the cores it leaves
# idle, so the phase ends when the cores have done its work. Measured on two cores, the four side by
# side: 469 s against 487 s at one priority, the new module's chain 321 s against 484 s.
yielding=(nice -n 10)
# shellcheck disable=SC2046 # the command's words are split on purpose
start_step "unit and API tests (SQLite)" "${yielding[@]}" $(vitest_reports sqlite)
e2e_without_postgres=()
if postgres_answers; then
  # shellcheck disable=SC2046
  start_step "API tests (PostgreSQL)" "${yielding[@]}" env TEST_DB=postgres $(vitest_reports postgres) tests/api
else
  echo "PostgreSQL is not answering on 127.0.0.1:5432: its API run and the two-instance test are left out."
  e2e_without_postgres=(--exclude tests/e2e/two-instances.test.ts)
fi
# A module added to a copy of the project by README's steps alone: its lint, typecheck, unit and API
# tests and development server (no second production build).
# shellcheck disable=SC2046
start_step "a new module by README's steps (a copy of the project)" $(vitest_reports new-module) \
  --config vitest.new-module.config.mts
run_step "production build for the browser tests" "${yielding[@]}" \
  node --import tsx tests/e2e/support/production-build.ts
finish_steps "beside the build"
phase_ended "the build, the unit and API runs, the new module"

if [[ " ${failed_steps[*]} " == *" production build for the browser tests "* ]]; then
  echo "The build failed: the browser tests are left out."
else
  # Lighthouse afterwards, alone: the layout shift it holds to a budget is observed, not simulated,
  # and a second file loading the machine beside it delays a blog post's late parts into a shift.
  phase_started
  # shellcheck disable=SC2046
  run_step "end-to-end tests (production build, Chromium)" env E2E_SKIP_BUILD=1 \
    $(vitest_reports e2e) --config vitest.e2e.config.mts "${e2e_without_postgres[@]}" \
    --exclude tests/e2e/lighthouse.test.ts
  phase_ended "the browser tests"
  phase_started
  # shellcheck disable=SC2046
  run_step "Lighthouse (alone)" env E2E_SKIP_BUILD=1 \
    $(vitest_reports lighthouse) --config vitest.e2e.config.mts tests/e2e/lighthouse.test.ts
  phase_ended "Lighthouse"
fi

# The wall time of each step and the slowest test files, then one summary line and the verdict.
echo
echo "Phase times (wall clock):"
printf '  %s\n' "${phase_times[@]}"
printf '  %6ss  %s\n' $((SECONDS - suite_started)) "whole suite"
echo "Machine load by phase ($(nproc) cores):"
printf '  %s\n' "${phase_loads[@]}"
node -e '
const fs = require("fs"), path = require("path");
const files = [];
for (const file of fs.readdirSync(process.argv[1]).filter((name) => name.endsWith(".timings"))) {
  const run = path.basename(file, ".timings");
  for (const timing of JSON.parse(fs.readFileSync(path.join(process.argv[1], file), "utf8"))) {
    files.push({ seconds: (timing.endedAt - timing.queuedAt) / 1000, name: `${timing.file} (${run})` });
  }
}
files.sort((a, b) => b.seconds - a.seconds);
console.log("Slowest test files (wall time: imports, hooks and tests):");
for (const { seconds, name } of files.slice(0, 10)) console.log(`  ${seconds.toFixed(1).padStart(7)}s  ${name}`);
' "$results_dir" || true

# Every test that is not green by name, one summary line over every run, then the verdict.
node -e '
const fs = require("fs"), path = require("path");
let passed = 0, failed = 0, skipped = 0;
const notGreen = [];
// A failure as its message tells it, up to the stack: the lines of the assertion (a list of what is
// wrong, say) are the cause where only the first would name the check. Kept short for a CI log.
const why = (message) => {
  const lines = String(message ?? "").split("\n");
  const stack = lines.findIndex((line) => /^\s+at /.test(line));
  const told = lines.slice(0, stack === -1 ? lines.length : stack).filter((line) => line.trim() !== "");
  const shown = told.slice(0, 16).map((line) => line.slice(0, 300));
  if (told.length > shown.length) shown.push(`... (${told.length - shown.length} more lines)`);
  return shown.join("\n      ");
};
for (const file of fs.readdirSync(process.argv[1]).filter((name) => name.endsWith(".json"))) {
  const report = JSON.parse(fs.readFileSync(path.join(process.argv[1], file), "utf8"));
  passed += report.numPassedTests; failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  const run = path.basename(file, ".json");
  for (const result of report.testResults ?? []) {
    const where = `${path.relative(process.cwd(), result.name)} (${run})`;
    // A file that fails before its tests run (an import or a hook) has no failed assertion to name.
    if (result.status === "failed" && !result.assertionResults?.some((test) => test.status === "failed")) {
      const reason = String(result.message ?? "").split("\n")[0] || "a setup hook failed (its error is printed above, under FAIL)";
      notGreen.push(`failed   ${where}: ${reason}`);
    }
    for (const test of result.assertionResults ?? []) {
      if (test.status === "passed") continue;
      const reason = test.status === "failed" ? `: ${why(test.failureMessages?.[0])}` : "";
      notGreen.push(`${test.status.padEnd(8)} ${where} > ${test.fullName}${reason}`);
    }
  }
}
if (notGreen.length > 0) console.log(`\nNot green:\n${notGreen.map((line) => `  ${line}`).join("\n")}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
// A skipped test is not a green one.
process.exit(failed + skipped > 0 ? 1 : 0);
' "$results_dir" || failed_steps+=("summary")

if [ ${#failed_steps[@]} -gt 0 ]; then
  echo "FAILED: ${failed_steps[*]}"
  exit 1
fi
echo "All checks passed."
