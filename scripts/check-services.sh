#!/usr/bin/env bash
# Checks Postgres and Redis at the configured addresses and says exactly how to start them.
set -uo pipefail
cd "$(dirname "$0")/.."
node --input-type=module -e '
import net from "node:net";
const pg = new URL(process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/adreel");
const rd = new URL(process.env.REDIS_URL ?? "redis://127.0.0.1:6379");
const probe = (host, port) => new Promise((ok) => {
  const s = net.connect({ host, port: Number(port) }, () => { s.end(); ok(true); });
  s.on("error", () => ok(false));
  s.setTimeout(2000, () => { s.destroy(); ok(false); });
});
const [p, r] = await Promise.all([probe(pg.hostname, pg.port || 5432), probe(rd.hostname, rd.port || 6379)]);
if (!p) console.error(`Postgres is not reachable at ${pg.hostname}:${pg.port || 5432}. Start it with:\n  pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start\n(or: docker compose up -d postgres)`);
if (!r) console.error(`Redis is not reachable at ${rd.hostname}:${rd.port || 6379}. Start it with:\n  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no\n(or: docker compose up -d redis)`);
process.exit(p && r ? 0 : 1);
'
