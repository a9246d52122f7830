/**
 * A flood of anonymous stand-in consents, run as its own process by stand-ins-isolation.test.ts so the
 * API's event loop (in the test's process) serves /healthz only. Prints one JSON line: every status,
 * the first 429's body and how long the flood took.
 * Usage: node --import tsx stand-in-flood.ts <stand-ins origin> <registered callback>
 */
export {};

const [origin, callback] = process.argv.slice(2);
const big = 'https://www.googleapis.com/auth/youtube.upload '.repeat(9).slice(0, 400);
const send = (scope: string) =>
  fetch(`${origin}/youtube/_consent`, {
    method: 'POST',
    body: new URLSearchParams({ decision: 'allow', redirect_uri: callback ?? '', state: 's', scope }),
    redirect: 'manual',
  });
/**
 * On a busy machine a kept-alive socket can be closed by the server just as the next request goes out
 * on it (undici: "other side closed"); like any client, send that request again on a fresh one.
 */
async function consent(scope: string): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await send(scope);
    } catch (e) {
      if (attempt === 3) throw e;
    }
  }
}

const statuses: number[] = [];
let rateLimited: unknown = null;
const started = Date.now();
for (let batch = 0; batch < 60; batch += 1) {
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      consent(i % 2 ? big : 'https://www.googleapis.com/auth/youtube.upload'),
    ),
  );
  for (const a of answers) {
    statuses.push(a.status);
    if (a.status === 429 && rateLimited === null) rateLimited = await a.json();
    else await a.arrayBuffer();
  }
}
console.log(JSON.stringify({ statuses, rateLimited, big, minutes: (Date.now() - started) / 60_000 }));
