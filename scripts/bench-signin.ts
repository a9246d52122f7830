/**
 * Sign-in under a flood (issue 26 item 8): the owner's sign-in time alone (the baseline, same run),
 * then again while 48 addresses keep sending wrong passwords for the same account, each firing its
 * next guess as soon as the last one is answered. The API runs with production settings and real
 * bcrypt (cost 12); the sign-in limits are raised so that only the password-hashing pool decides who
 * waits (the limits have their own tests). Addresses come from X-Forwarded-For, trusted from
 * loopback for this run. Ends with one JSON line.
 *
 *   pnpm bench:signin [--seconds 10] [--flooders 48]
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { inBenchSandbox } from './bench-sandbox.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    flooders: { type: 'string', default: '48' },
  },
});
const SECONDS = Number(args.seconds);
const FLOODERS = Number(args.flooders);
const TARGET_MS = 500;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const round = (x: number) => Math.round(x);

async function main() {
  await inBenchSandbox('bench-signin', async ({ startServers }) => {
    const servers = await startServers({
      env: {
        TRUST_PROXY: '127.0.0.1',
        RATE_LIMIT_PER_MINUTE: '100000000',
        SIGNIN_LIMIT_PER_IP: '1000000',
        SIGNIN_LIMIT_PER_EMAIL: '1000000',
        SIGNIN_LIMIT_PER_ACCOUNT: '1000000',
      },
    });
    const { base } = servers;
    const email = `owner-${randomBytes(4).toString('hex')}@example.com`;
    const password = 'owner-password-7';
    const signIn = async (from: string, pass: string) => {
      const started = performance.now();
      const res = await fetch(`${base}/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
        body: JSON.stringify({ email, password: pass }),
      });
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - started };
    };
    const signup = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.200.0.1' },
      body: JSON.stringify({ name: 'Owner', email, password }),
    });
    if (signup.status !== 201) throw new Error(`sign-up: ${signup.status} ${await signup.text()}`);

    const owner = '10.99.0.1';
    const alone: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await signIn(owner, password);
      if (r.status !== 200) throw new Error(`owner sign-in answered ${r.status}`);
      alone.push(r.ms);
    }

    const floodStatuses = new Map<number, number>();
    const until = performance.now() + SECONDS * 1000;
    const flooder = async (i: number) => {
      const from = `10.0.${Math.floor(i / 250)}.${(i % 250) + 1}`;
      while (performance.now() < until) {
        const r = await signIn(from, `wrong-${i}-${randomBytes(3).toString('hex')}`);
        floodStatuses.set(r.status, (floodStatuses.get(r.status) ?? 0) + 1);
      }
    };
    const flood = Promise.all(Array.from({ length: FLOODERS }, (_, i) => flooder(i)));
    // Let the flood fill the pool first: every flooder has failed once and counts as flooding.
    await new Promise((r) => setTimeout(r, 1500));
    const underFlood: number[] = [];
    const ownerStatuses: number[] = [];
    while (performance.now() < until - 500) {
      const r = await signIn(owner, password);
      ownerStatuses.push(r.status);
      underFlood.push(r.ms);
      await new Promise((r) => setTimeout(r, 250));
    }
    await flood;

    const out = {
      flooders: FLOODERS,
      seconds: SECONDS,
      owner_alone_ms: round(median(alone)),
      owner_flood_p50_ms: round(median(underFlood)),
      owner_flood_max_ms: round(Math.max(...underFlood)),
      owner_signins: underFlood.length,
      owner_failed: ownerStatuses.filter((s) => s !== 200).length,
      owner_answers: Object.fromEntries(
        [...new Set(ownerStatuses)].map((s) => [s, ownerStatuses.filter((x) => x === s).length]),
      ),
      ratio: Number((median(underFlood) / median(alone)).toFixed(2)),
      flood_answers: Object.fromEntries(floodStatuses),
      target_ms: TARGET_MS,
    };
    console.log(
      `owner alone ${out.owner_alone_ms} ms; under a ${FLOODERS}-address flood p50 ${out.owner_flood_p50_ms} ms, max ${out.owner_flood_max_ms} ms (target < ${TARGET_MS} ms), ${out.owner_failed} of ${out.owner_signins} failed; flood answers ${JSON.stringify(out.flood_answers)}`,
    );
    console.log(JSON.stringify(out));
  });
}

await main();
