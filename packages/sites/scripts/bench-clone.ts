/**
 * Clones a local fixture page with 30 sub-resources (images, CSS background images, a font) through
 * the real SafeFetcher and prints how long it took and how big the result is.
 * Run: node_modules/.bin/tsx packages/sites/scripts/bench-clone.ts [runs] [imageBytes]
 */
import { createSafeFetcher } from '@adreel/fetch';
import { cloneSite } from '../src/index.ts';
import { benchmarkSite, startFixtureServer } from '../test/fixtures/server.ts';

const runs = Number(process.argv[2] ?? 5);
const imageBytes = Number(process.argv[3] ?? 20_000);
const server = await startFixtureServer(benchmarkSite(30, imageBytes));
const fetcher = createSafeFetcher({ allowOrigins: [server.origin] });

try {
  await cloneSite(server.url('/'), { fetcher }); // warm-up: module loading and the first connections
  const times: number[] = [];
  let last: Awaited<ReturnType<typeof cloneSite>> | undefined;
  for (let i = 0; i < runs; i++) {
    last = await cloneSite(server.url('/'), { fetcher });
    times.push(last.ms);
  }
  if (!last) throw new Error('runs must be at least 1');
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  const max = times[times.length - 1] ?? 0;
  console.log(
    `clone of ${last.resources} sub-resources: median ${median} ms, max ${max} ms over ${runs} runs; ` +
      `downloaded ${(last.bytes / 1024).toFixed(0)} KiB, output HTML ${(last.html.length / 1024).toFixed(0)} KiB, ` +
      `skipped ${last.skipped.length}`,
  );
  console.log(
    JSON.stringify({
      bench: 'clone',
      resources: last.resources,
      runs,
      medianMs: median,
      maxMs: max,
      downloadedBytes: last.bytes,
      htmlBytes: Buffer.byteLength(last.html),
      skipped: last.skipped.length,
    }),
  );
} finally {
  await server.close();
}
