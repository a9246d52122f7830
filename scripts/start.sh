#!/usr/bin/env bash
# One command: install, check services, migrate, seed the demo account and data, build, and serve
# web + API + worker (and, in demo mode, the bundled demo shop) on one local URL.
#   --no-setup   skip installing (used by the e2e suite, which has just installed)
set -euo pipefail
cd "$(dirname "$0")/.."
say() { printf '\033[1;35m[adreel]\033[0m %s\n' "$*"; }

[ "${1:-}" = "--no-setup" ] || bash scripts/setup.sh
set -a; [ -f .env ] && . ./.env; set +a

bash scripts/check-services.sh
PNPM=.tools/node_modules/.bin/pnpm

say "migrating the database"
$PNPM --silent --filter @adreel/db migrate
say "seeding the demo account and demo data"
node_modules/.bin/tsx scripts/seed.ts
say "building the web app"
# Always a production bundle: under NODE_ENV=test (the e2e suite) Vite would bundle React's dev build.
NODE_ENV=production $PNPM --filter @adreel/web build >/dev/null
say "training videos: rendering any that are missing or out of date (first start only)"
node_modules/.bin/tsx scripts/walkthroughs.ts ||
  say "training videos are not ready (see above); AdReel starts anyway and their pages say so"

say "registration page: ${PUBLIC_URL:-http://127.0.0.1:4000}${REGISTER_PATH} (REGISTER_PATH in .env)"
exec node_modules/.bin/tsx scripts/serve.ts
