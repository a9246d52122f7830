#!/usr/bin/env bash
# One command: install, check services, migrate, seed the demo account and data, build, and serve
# web + API + worker (and, in demo mode, the bundled demo shop) on one local URL.
#   --no-setup   skip installing (used by the e2e suite, which has just installed)
#   --no-build   serve the web build already in apps/web/dist (scripts/start-signal.test.ts)
# START_WALKTHROUGHS=0 leaves the training videos as they are.
set -euo pipefail
cd "$(dirname "$0")/.."
say() { printf '\033[1;35m[adreel]\033[0m %s\n' "$*"; }

setup=1 build=1
for arg in "$@"; do
  case "$arg" in
    --no-setup) setup=0 ;;
    --no-build) build=0 ;;
    *) echo "unknown option: $arg (known: --no-setup, --no-build)" >&2; exit 2 ;;
  esac
done
[ "$setup" = 0 ] || bash scripts/setup.sh
set -a; [ -f .env ] && . ./.env; set +a

bash scripts/check-services.sh
PNPM=.tools/node_modules/.bin/pnpm

say "migrating the database"
$PNPM --silent --filter @adreel/db migrate
say "seeding the demo account and demo data"
node_modules/.bin/tsx scripts/seed.ts
if [ "$build" = 1 ]; then
  say "building the web app"
  # Always a production bundle: under NODE_ENV=test (the e2e suite) Vite would bundle React's dev build.
  if [ -n "${WEB_DIST:-}" ]; then
    # Its own folder (the e2e suite's, per port), so a build beside it never swaps files it serves.
    (cd apps/web && NODE_ENV=production node_modules/.bin/vite build --outDir "$WEB_DIST" --emptyOutDir >/dev/null &&
      node scripts/check-bundle.mjs "$WEB_DIST" >/dev/null)
  else
    NODE_ENV=production $PNPM --filter @adreel/web build >/dev/null
  fi
fi
say "registration page: ${PUBLIC_URL:-http://127.0.0.1:4000}${REGISTER_PATH} (REGISTER_PATH in .env)"
# Serve first; the training videos are captured from the running product in the background (their
# pages say "being prepared" until then), so the URL is up before they are. The shell stays to pass
# SIGTERM/SIGINT on to both, as a process manager expects of the command it started.
node --import tsx scripts/serve.ts &
serve_pid=$!
url="http://127.0.0.1:${PORT:-4000}"
walk_pid=
if [ "${START_WALKTHROUGHS:-1}" != 0 ]; then
  say "training videos: preparing any that are missing or out of date in the background"
  (
    WALKTHROUGH_APP_URL="$url" node_modules/.bin/tsx scripts/walkthroughs.ts 2>&1 |
      sed -u 's/^/[walkthroughs] /' || true
  ) &
  walk_pid=$!
fi
stop_walkthroughs() {
  [ -z "$walk_pid" ] || { pkill -TERM -P "$walk_pid" 2>/dev/null; kill -TERM "$walk_pid" 2>/dev/null; } || true
}
stop() {
  trap - TERM INT
  stop_walkthroughs
  kill -TERM "$serve_pid" 2>/dev/null || true
  wait "$serve_pid" 2>/dev/null
  exit 0
}
trap stop TERM INT
set +e
wait "$serve_pid"
status=$?
stop_walkthroughs
exit "$status"
