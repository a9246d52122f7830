#!/usr/bin/env bash
# One command: install, check services, migrate, seed the demo account and data, build, and serve
# web + API + worker (and the bundled demo shop) on one local URL.
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
$PNPM --filter @adreel/web build >/dev/null

say "registration page: ${PUBLIC_URL:-http://127.0.0.1:4000}${REGISTER_PATH} (REGISTER_PATH in .env)"
exec node_modules/.bin/tsx scripts/serve.ts
