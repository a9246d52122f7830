#!/usr/bin/env bash
# Every test: lint, typecheck, unit + integration (real Postgres and Redis), and Playwright end-to-end
# in Debian's Chromium against the product started the way the README starts it.
# Ends with one summary line: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
export PATH="$ROOT/.tools/node_modules/.bin:$ROOT/node_modules/.bin:$PATH"
export TURBO_TELEMETRY_DISABLED=1
say() { printf '\n\033[1;35m[adreel test]\033[0m %s\n' "$*"; }
started=$(date +%s)

bash scripts/setup.sh || exit 1
set -a; [ -f .env ] && . ./.env; set +a
bash scripts/check-services.sh || exit 1

# Not test-results/: Playwright empties that folder when it starts.
results="$ROOT/.test-reports"
rm -rf "$results"; mkdir -p "$results"
failed_steps=()

say "lint (biome)"
pnpm lint || failed_steps+=(lint)

# tsc and vitest run side by side (vitest waits on Postgres, Redis and ffmpeg much of its time);
# the typecheck's output follows vitest's.
say "typecheck (tsc in every package), beside unit + integration (vitest, real Postgres and Redis)"
(pnpm typecheck >"$results/typecheck.log" 2>&1; echo $? >"$results/typecheck.rc") &
typecheck_pid=$!
pnpm exec vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json" || failed_steps+=(vitest)
wait "$typecheck_pid"
say "typecheck (tsc in every package)"
if [ "$(cat "$results/typecheck.rc" 2>/dev/null)" = 0 ]; then tail -n 5 "$results/typecheck.log"
else cat "$results/typecheck.log"; failed_steps+=(typecheck); fi

say "end-to-end (Playwright, Debian Chromium)"
node_modules/.bin/tsx scripts/reset-e2e.ts || exit 1
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" \
  node_modules/.bin/playwright test --reporter=list,json || failed_steps+=(e2e)

say "summary (duration: $(( $(date +%s) - started )) s)"
[ ${#failed_steps[@]} -gt 0 ] && echo "failed steps: ${failed_steps[*]}"
node --input-type=module -e '
import { existsSync, readFileSync } from "node:fs";
const dir = process.argv[1];
let passed = 0, failed = 0;
const v = `${dir}/vitest.json`;
if (existsSync(v)) {
  const j = JSON.parse(readFileSync(v, "utf8"));
  // A file that failed to load has no test results of its own: count it as one failure.
  const brokenFiles = j.testResults.filter((r) => r.status === "failed" && r.assertionResults.length === 0).length;
  passed += j.numPassedTests; failed += j.numFailedTests + brokenFiles;
  console.log(`vitest: ${j.numPassedTests} passed, ${j.numFailedTests + brokenFiles} failed (${j.testResults.length} files)`);
} else { failed += 1; console.log("vitest: no report"); }
const p = `${dir}/playwright.json`;
if (existsSync(p)) {
  const s = JSON.parse(readFileSync(p, "utf8")).stats;
  passed += s.expected; failed += s.unexpected + s.flaky;
  console.log(`playwright: ${s.expected} passed, ${s.unexpected} failed, ${s.flaky} flaky`);
} else { failed += 1; console.log("playwright: no report"); }
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
' "$results" || failed_steps+=(summary)
[ ${#failed_steps[@]} -eq 0 ] || exit 1
