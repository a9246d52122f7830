import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_SITE_HTML_DEPTH } from '@adreel/contracts';
import { createSafeFetcher } from '@adreel/fetch';
import { oauthRedirectUris } from '@adreel/publish';
import { startStandIns } from '@adreel/publish/stand-ins';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningHarness, freePort, type Harness, uniqueEmail } from './harness.ts';

/**
 * Bad input never answers 5xx: every route of the OpenAPI document (plus the hidden ones) gets
 * malformed, mistyped, NUL-laden, deeply nested, huge and mislabelled requests, with and without a
 * bearer token. A seeded generator keeps the run the same every time.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: Json[];
  const?: Json;
  format?: string;
  pattern?: string;
  minimum?: number;
  /** OpenAPI 3.0 writes a positive number as minimum 0 with exclusiveMinimum true; 3.1 as a number. */
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  minLength?: number;
  $ref?: string;
  additionalProperties?: boolean | JsonSchema;
}
interface Operation {
  parameters?: { name: string; in: string; schema?: JsonSchema; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const MB = 1024 * 1024;
const DEEP = 10_000;
const BODY_METHODS = new Set(['post', 'put', 'patch', 'delete']);
/** A fraction of a second of 100,000 digits: parsed fine before issue 31, now a 400. */
const LONG_FRACTION = `2026-06-01T00:00:00.${'1'.repeat(100_000)}Z`;
/** Dates and instants at and past every edge, put into each field that holds one. */
const EXTREME_DATES = [
  '0000-01-01',
  '0100-01-01',
  '1900-01-01',
  '9999-12-31',
  '2026-02-30',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999999999-12:00',
  '+275760-09-13T00:00:00Z',
  LONG_FRACTION,
];
const isDateField = (name: string) => /date|^(from|to|since|until)$|At$/i.test(name);
const shortLabel = (v: string) => (v.length > 40 ? `${v.slice(0, 20)}… (${v.length} characters)` : v);

/** mulberry32: small, seeded, good enough to pick fuzz values reproducibly. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seeded(0xad4ee1);
function seededUuid(): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

let h: Harness;
let token = '';
let userId = '';
let email = '';
const PASSWORD = 'fuzz-secret-1';
let doc: OpenApi;
let fixture: Server;
let fixtureOrigin = '';
const deepPage = `<!doctype html><html><body>${'<div>'.repeat(8000)}deep${'</div>'.repeat(8000)}</body></html>`;

async function signIn(): Promise<void> {
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  token = res.json().token as string;
}
let standIns: Awaited<ReturnType<typeof startStandIns>> | undefined;
const bearer = () => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  fixture = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(deepPage);
  });
  fixtureOrigin = await new Promise<string>((resolve) =>
    fixture.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(fixture.address() as AddressInfo).port}`),
    ),
  );
  // The app listens on PUBLIC_URL so the Digistore24 sandbox it calls over HTTP is really there, and
  // the platform and Upload-Post stand-ins run beside it (their own server, as in demo mode), so a
  // valid-looking connect meets the service rather than a closed port.
  const standInsPort = await freePort();
  h = await createListeningHarness(
    {
      STAND_INS_PORT: String(standInsPort),
      RATE_LIMIT_PER_MINUTE: '1000000',
      SIGNIN_LIMIT_PER_EMAIL: '100000',
      SIGNIN_LIMIT_PER_IP: '100000',
      SIGNIN_LIMIT_PER_ACCOUNT: '100000',
      SIGNUP_LIMIT_PER_IP: '100000',
      RESET_LIMIT_PER_EMAIL: '100000',
      RESET_LIMIT_PER_IP: '100000',
      DEV_MAILBOX: '1',
    },
    { fetcher: createSafeFetcher({ allowOrigins: [fixtureOrigin] }) },
  );
  email = uniqueEmail('fuzz');
  const signup = await h.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name: 'Fuzz', email, password: PASSWORD },
  });
  expect(signup.statusCode, signup.body).toBe(201);
  userId = signup.json().user.id as string;
  await signIn();
  doc = h.app.swagger() as unknown as OpenApi;
  standIns = await startStandIns({
    port: standInsPort,
    dataDir: `${h.dataDir}/stand-ins`,
    redirectUris: Object.values(oauthRedirectUris(h.deps.env)),
  });
});
afterAll(async () => {
  await standIns?.close();
  await h?.close();
  fixture?.close();
});

// ---------------------------------------------------------------------------------------------
// Values derived from the schema

function resolve(schema: JsonSchema | undefined): JsonSchema {
  let s = schema ?? {};
  for (let hops = 0; s.$ref && hops < 10; hops += 1) {
    const name = s.$ref.split('/').pop() ?? '';
    s = doc.components?.schemas?.[name] ?? {};
  }
  if (s.allOf?.length) return resolve(s.allOf[0]);
  const choice = (s.anyOf ?? s.oneOf)?.find((o) => resolve(o).type !== 'null');
  return choice ? resolve(choice) : s;
}

function typeOf(schema: JsonSchema): string {
  const t = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  if (t) return t;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return 'string';
}

/** A plausible string for a field, by its name and format. */
function textFor(name: string, schema: JsonSchema): string {
  if (schema.format === 'uuid' || /id$/i.test(name)) return seededUuid();
  if (schema.format === 'email' || /email/i.test(name)) return 'fuzz@example.com';
  if (/url|link|location/i.test(name) || schema.format === 'uri') return 'http://127.0.0.1:9/fuzz';
  if (/code/i.test(name)) return '123456';
  if (/password/i.test(name)) return 'wrong-password';
  if (/html/i.test(name)) return '<p>fuzz</p>';
  const length = Math.max(schema.minLength ?? 0, 4);
  return 'fuzz'.repeat(Math.ceil(length / 4)).slice(0, length);
}

function sample(schema: JsonSchema | undefined, name = ''): Json {
  const s = resolve(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0] as Json;
  switch (typeOf(s)) {
    case 'object': {
      const out: Record<string, Json> = {};
      for (const [key, value] of Object.entries(s.properties ?? {})) out[key] = sample(value, key);
      if (!s.properties && s.additionalProperties !== false) out.key = 'value';
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sample(s.items, name));
    case 'integer':
    case 'number':
      if (typeof s.exclusiveMinimum === 'number') return s.exclusiveMinimum + 1;
      return s.exclusiveMinimum === true ? (s.minimum ?? 0) + 1 : (s.minimum ?? 1);
    case 'boolean':
      return true;
    default:
      return textFor(name, s);
  }
}

type Path = (string | number)[];

/** Every string leaf of a value, with its path. */
function stringPaths(value: Json, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringPaths(v, [...path, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  }
  return [];
}

function mapLeaves(value: Json, fn: (leaf: Json) => Json): Json {
  if (Array.isArray(value)) return value.map((v) => mapLeaves(v, fn));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapLeaves(v, fn)]));
  }
  return fn(value);
}

function setAt(value: Json, path: Path, leaf: Json): Json {
  if (path.length === 0) return leaf;
  const copy = structuredClone(value) as Record<string | number, Json>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  node[path[path.length - 1] as string | number] = leaf;
  return copy as Json;
}

const wrongType = (leaf: Json): Json =>
  typeof leaf === 'string'
    ? 12345
    : typeof leaf === 'number'
      ? 'not a number'
      : typeof leaf === 'boolean'
        ? 'yes'
        : {};

// ---------------------------------------------------------------------------------------------
// Requests

interface Probe {
  kind: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  /** A NUL put into this field of an otherwise plausible request: a 400 must name the field. */
  nulField?: string;
}

const json = (kind: string, body: Json | string, extra: Partial<Probe> = {}) => ({
  kind,
  headers: { 'content-type': 'application/json' },
  payload: typeof body === 'string' ? body : JSON.stringify(body),
  ...extra,
});

/** Bodies worth sending to a route, derived from its JSON body schema when it has one. */
function bodyProbes(op: Operation): Omit<Probe, 'method' | 'url'>[] {
  const schema = op.requestBody?.content?.['application/json']?.schema;
  const base: Json = schema ? sample(schema) : { anything: 'fuzz' };
  const paths = stringPaths(base);
  const probes: Omit<Probe, 'method' | 'url'>[] = [
    json('valid-looking', base),
    json('malformed json', '{"a": '),
    json('not json at all', 'hello, {world'),
    json('json with a NUL byte outside strings', '{"a":\u00001}'),
    json('empty json body', ''),
    json('prototype pollution', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}'),
    json('top-level array', []),
    json('top-level string', 'just a string'),
    json('top-level number', 42),
    json('top-level null', null),
    json('wrong types', mapLeaves(base, wrongType)),
    json(
      'NUL-only strings',
      mapLeaves(base, (l) => (typeof l === 'string' ? '\u0000' : l)),
    ),
    json(
      'control characters',
      mapLeaves(base, (l) => (typeof l === 'string' ? `a\u0001\u001b[31m\u007f` : l)),
    ),
    json(
      'huge strings (1 MB)',
      mapLeaves(base, (l) => (typeof l === 'string' ? 'a'.repeat(MB) : l)),
    ),
    json('10,000 nested arrays', `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`),
    json('10,000 nested objects', `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`),
    json(
      '10,000 nested arrays in every field',
      JSON.stringify(mapLeaves(base, () => '@@DEEP@@')).replaceAll(
        '"@@DEEP@@"',
        `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`,
      ),
    ),
    json('object keys with NUL', { 'k\u0000': 'v', ...(base && typeof base === 'object' ? base : {}) }),
    {
      kind: 'invalid UTF-8',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]),
    },
    { kind: 'text/plain body', headers: { 'content-type': 'text/plain' }, payload: 'hello' },
    { kind: 'xml body', headers: { 'content-type': 'application/xml' }, payload: '<a>1</a>' },
    {
      kind: 'form body',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=%00&b=',
    },
    {
      kind: 'broken multipart',
      headers: { 'content-type': 'multipart/form-data; boundary=fuzz' },
      payload: '--fuzz\r\nContent-Disposition: form-data; name="x"\r\n\r\nno closing boundary',
    },
    { kind: 'garbage content-type', headers: { 'content-type': ';;;/// =' }, payload: '{}' },
    {
      kind: 'json with charset utf-16',
      headers: { 'content-type': 'application/json; charset=utf-16' },
      payload: '{}',
    },
    { kind: 'body without content-type', payload: '{"a":1}' },
  ];
  // A NUL in each field of a body the route declares (a route without a body schema ignores it).
  for (const path of schema ? paths : []) {
    const field = path.join('.');
    const original = path.reduce<Json>(
      (node, key) => (node as Record<string | number, Json>)[key] as Json,
      base,
    );
    probes.push(
      json(`NUL in ${field}`, setAt(base, path, `${String(original)}\u0000x`), { nulField: field }),
    );
  }
  // Issue 31: far-off years, impossible days and endless fractions of a second in every date field.
  const datePaths = schema ? paths.filter((path) => isDateField(String(path[path.length - 1]))) : [];
  for (const value of datePaths.length ? EXTREME_DATES : []) {
    const body = datePaths.reduce<Json>((node, path) => setAt(node, path, value), base);
    probes.push(json(`date ${shortLabel(value)} in ${datePaths.map((p) => p.join('.')).join(', ')}`, body));
  }
  return probes;
}

/** The path with its parameters filled: plausible ids, junk, a NUL, a very long value, bad escapes. */
function pathVariants(template: string, op: Operation): { kind: string; url: string }[] {
  const names = [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
  const wildcard = template.endsWith('/*');
  if (names.length === 0 && !wildcard) return [{ kind: 'path', url: template }];
  const fill = (value: string) =>
    names.reduce((url, name) => url.replace(`{${name}}`, value), template).replace(/\/\*$/, `/${value}`);
  const plausible = names.reduce((url, name) => {
    const param = op.parameters?.find((p) => p.in === 'path' && p.name === name);
    const value = sample(param?.schema, name);
    return url.replace(`{${name}}`, encodeURIComponent(String(value)));
  }, template);
  return [
    { kind: 'path: plausible', url: plausible.replace(/\/\*$/, '/fuzz.mp4') },
    { kind: 'path: random uuid', url: fill(seededUuid()) },
    { kind: 'path: x', url: fill('x') },
    { kind: 'path: NUL', url: fill('%00') },
    { kind: 'path: very long', url: fill('a'.repeat(5000)) },
    { kind: 'path: bad escape', url: fill('%E0%A4%A') },
    { kind: 'path: dot segments', url: fill('..%2F..%2Fetc%2Fpasswd') },
  ];
}

/** Query strings: plausible values, then each value with a NUL, NUL-only, repeated and huge. */
function queryVariants(op: Operation): { kind: string; query: string; nulField?: string }[] {
  const params = (op.parameters ?? []).filter((p) => p.in === 'query');
  if (params.length === 0) return [{ kind: 'query: none', query: '' }];
  const values = Object.fromEntries(params.map((p) => [p.name, String(sample(p.schema, p.name))]));
  const qs = (v: Record<string, string>) => `?${new URLSearchParams(v).toString()}`;
  const variants: { kind: string; query: string; nulField?: string }[] = [
    { kind: 'query: plausible', query: qs(values) },
    { kind: 'query: NUL-only', query: qs(Object.fromEntries(params.map((p) => [p.name, '\u0000']))) },
    { kind: 'query: huge', query: qs(Object.fromEntries(params.map((p) => [p.name, 'a'.repeat(100_000)]))) },
    { kind: 'query: repeated', query: `${qs(values)}&${new URLSearchParams(values).toString()}` },
    { kind: 'query: bad escape', query: `?${params.map((p) => `${p.name}=%E0%A4%A`).join('&')}` },
    { kind: 'query: brackets', query: `?${params.map((p) => `${p.name}[a][b]=1`).join('&')}` },
  ];
  const dateParams = params.filter((p) => isDateField(p.name));
  for (const value of dateParams.length ? EXTREME_DATES : []) {
    variants.push({
      kind: `query: date ${shortLabel(value)} in ${dateParams.map((p) => p.name).join(', ')}`,
      query: qs({ ...values, ...Object.fromEntries(dateParams.map((p) => [p.name, value])) }),
    });
  }
  for (const p of params) {
    variants.push({
      kind: `query: NUL in ${p.name}`,
      query: qs({ ...values, [p.name]: `${values[p.name]}\u0000x` }),
      nulField: p.name,
    });
  }
  return variants;
}

/** Routes the OpenAPI document leaves out (hidden), fuzzed the same way. */
const HIDDEN_ROUTES: [string, string][] = [
  ['get', '/s/{slug}'],
  ['get', '/go/{code}'],
  ['get', '/api/api/videos'],
  ['post', '/digistore/ipn/{key}'],
  ['get', '/digistore/ipn/{key}'],
  ['get', '/digistore/postback/{key}'],
  ['post', '/digistore/postback/{key}'],
  // Issue 34 item 4: a custom network's postback (JVZoo, WarriorPlus, …).
  ['get', '/postback/{key}'],
  ['post', '/postback/{key}'],
  // Issue 34 item 3: ClickBank's Instant Notification (encrypted JSON body).
  ['post', '/clickbank/ins/{key}'],
  ['post', '/api/sandbox/digistore/api/call/{fn}/format/json'],
  ['get', '/api/sandbox/digistore/approve/{token}'],
  ['post', '/api/sandbox/digistore/approve/{token}'],
  // Issue 24: the platforms' OAuth redirect lands here (public; always a redirect to /settings).
  ['get', '/api/channels/oauth/{platform}/callback'],
];

/** Routes that end the session or the account are fuzzed last, and the token renewed after each. */
const isSessionEnding = (method: string, path: string) =>
  (method === 'post' && path.endsWith('/auth/signout')) ||
  (method === 'delete' && /\/(auth\/me|account)$/.test(path));

interface Failure {
  method: string;
  url: string;
  kind: string;
  auth: string;
  status: number;
  body: string;
}

describe('fuzzing every route', () => {
  it('answers every malformed request with a 4xx (never 5xx), and a NUL in any field with a 400', async () => {
    const routes: [string, string, Operation][] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) routes.push([method, path, op]);
    }
    for (const [method, path] of HIDDEN_ROUTES) {
      const fastifyPath = path.replace(/\{([^}]+)\}/g, ':$1');
      expect(h.app.hasRoute({ method: method.toUpperCase() as 'GET', url: fastifyPath }), path).toBe(true);
      if (!routes.some(([m, p]) => m === method && p === path)) routes.push([method, path, {}]);
    }
    routes.sort(([m1, p1], [m2, p2]) => Number(isSessionEnding(m1, p1)) - Number(isSessionEnding(m2, p2)));
    expect(routes.length).toBeGreaterThan(40);
    // Posts (issue 24): publishing, editing, cancelling and retrying are fuzzed like every route.
    for (const p of [
      '/api/posts',
      '/api/posts/compose',
      '/api/posts/{id}',
      '/api/posts/{id}/cancel',
      '/api/posts/{id}/retry',
    ]) {
      expect(
        routes.some(([, path]) => path === p),
        p,
      ).toBe(true);
    }
    // Issue 23's Performance and direct-link routes are in the document, so they get every probe above.
    for (const [m, p] of [
      ['get', '/api/performance/sales'],
      ['get', '/api/performance/sync'],
      ['post', '/api/performance/sync'],
      ['put', '/api/links/{code}/direct'],
      ['get', '/api/links/settings'],
      ['put', '/api/links/settings'],
      ['get', '/api/channels'],
      ['post', '/api/channels/{platform}/connect'],
      ['delete', '/api/channels/{id}'],
      ['get', '/api/channels/{id}/post-options'],
      // Issue 25: translating a finished video (languages list, own language, duplicates).
      ['post', '/api/videos/{id}/translations'],
      ['get', '/api/videos/{id}/translations'],
      // Issue 24 item 6: campaigns (too many items, control characters, strangers' ids, no channels).
      ['get', '/api/campaigns'],
      ['post', '/api/campaigns'],
      ['get', '/api/campaigns/{id}'],
      ['patch', '/api/campaigns/{id}'],
      ['post', '/api/campaigns/{id}/launch'],
      ['patch', '/api/campaigns/{id}/items/{itemId}'],
      ['delete', '/api/campaigns/{id}/items/{itemId}'],
      ['post', '/api/campaigns/{id}/items/{itemId}/retry'],
      // Issue 34 item 4: custom network connections (bad macros, huge host lists, strangers' ids).
      ['get', '/api/networks'],
      ['post', '/api/networks'],
      ['post', '/api/networks/{id}/token'],
      ['delete', '/api/networks/{id}'],
      // Issue 34 item 3: ClickBank connection and catalog additions (bad keys, NUL, strangers).
      ['get', '/api/clickbank/account'],
      ['post', '/api/clickbank/connect'],
      ['post', '/api/clickbank/disconnect'],
      ['post', '/api/clickbank/offers'],
    ]) {
      expect(
        routes.some(([rm, rp]) => rm === m && rp === p),
        `${m} ${p}`,
      ).toBe(true);
    }

    const failures: Failure[] = [];
    const nulMisses: Failure[] = [];
    let sent = 0;
    const send = async (probe: Probe, auth: 'token' | 'none') => {
      const options: InjectOptions = {
        method: probe.method.toUpperCase() as 'GET',
        url: probe.url,
        headers: { ...(probe.headers ?? {}), ...(auth === 'token' ? bearer() : {}) },
        ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
      };
      const res = await h.app.inject(options);
      sent += 1;
      const failure = {
        method: probe.method.toUpperCase(),
        url: probe.url.length > 120 ? `${probe.url.slice(0, 117)}...` : probe.url,
        kind: probe.kind,
        auth,
        status: res.statusCode,
        body: res.body.slice(0, 160),
      };
      if (res.statusCode >= 500) failures.push(failure);
      if (probe.nulField && auth === 'token' && ![401, 403, 404, 413, 415, 429].includes(res.statusCode)) {
        const issues = (
          String(res.headers['content-type']).includes('json') ? res.json().issues : undefined
        ) as { path: string }[] | undefined;
        const named = issues?.some(
          (i) => i.path === probe.nulField || i.path.startsWith(`${probe.nulField}.`),
        );
        if (res.statusCode !== 400 || !named) nulMisses.push(failure);
      }
    };

    const dated = new Set<string>();
    for (const [method, path, op] of routes) {
      const paths = pathVariants(path, op);
      const queries = queryVariants(op);
      const bodies = BODY_METHODS.has(method) ? bodyProbes(op) : [];
      if ([...queries, ...bodies].some((p) => /^(query: )?date /.test(p.kind)))
        dated.add(`${method} ${path}`);
      const plausible = paths[0]?.url ?? path;
      for (const auth of ['token', 'none'] as const) {
        for (const p of paths) await send({ kind: p.kind, method, url: p.url }, auth);
        for (const q of queries) {
          await send(
            {
              kind: q.kind,
              method,
              url: plausible + q.query,
              ...(q.nulField ? { nulField: q.nulField } : {}),
            },
            auth,
          );
        }
        if (BODY_METHODS.has(method)) {
          for (const body of bodies) await send({ ...body, method, url: plausible }, auth);
          if (method === 'delete') {
            await send({ kind: 'DELETE without body', method, url: plausible }, auth);
            await send(
              {
                kind: 'DELETE with json header, no body',
                method,
                url: plausible,
                headers: { 'content-type': 'application/json' },
              },
              auth,
            );
          }
        }
      }
      const me = await h.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer() });
      if (me.statusCode === 401) await signIn();
    }

    // Issue 31: every route that takes a date got the extreme ones.
    expect([...dated].sort()).toEqual(
      expect.arrayContaining([
        'get /api/performance',
        'get /api/performance/sales',
        'get /api/posts',
        'patch /api/campaigns/{id}',
        'patch /api/posts/{id}',
        'post /api/campaigns',
        'post /api/posts',
      ]),
    );
    const report = (list: Failure[]) =>
      list.map((f) => `${f.method} ${f.url} [${f.kind}, auth=${f.auth}] → ${f.status} ${f.body}`).join('\n');
    console.info(`fuzz: ${routes.length} routes, ${sent} requests, ${failures.length} answered 5xx`);
    expect(failures, `5xx answers:\n${report(failures)}`).toEqual([]);
    expect(nulMisses, `NUL not refused with a 400 naming the field:\n${report(nulMisses)}`).toEqual([]);
  });
});

describe('deeply nested pages', () => {
  const nested = `<!doctype html><html><body>${'<div>'.repeat(8000)}x${'</div>'.repeat(8000)}</body></html>`;
  const tooDeep = new RegExp(`nested too deeply \\(more than ${MAX_SITE_HTML_DEPTH} levels\\)`);

  it('refuses to save a page of 8,000 nested elements with a 400', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/api/save',
      headers: bearer(),
      payload: { html: nested, url: 'https://shop.example/offer' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(tooDeep);
  });

  it('answers 400, not 500, when a page stored before the limit is previewed, rendered or published', async () => {
    const siteId = seededUuid();
    const key = `sites/${userId}/${siteId}/index.html`;
    await h.deps.storage.put(key, Buffer.from(nested, 'utf8'), 'text/html; charset=utf-8');
    const created = await h.app.inject({
      method: 'POST',
      url: '/api/cloned-sites',
      headers: bearer(),
      payload: { link: 'https://shop.example/offer', fileLocation: key },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    for (const [method, url, payload] of [
      ['POST', `/api/cloned-sites/${id}/publish`, { banner: true, affiliateLink: 'https://aff.example/x' }],
      ['POST', `/api/cloned-sites/${id}/render`, { banner: false }],
      ['GET', `/api/cloned-sites/${id}`, undefined],
    ] as const) {
      const res = await h.app.inject({ method, url, headers: bearer(), ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(400);
      expect(res.json().message).toMatch(tooDeep);
    }
  });

  it('answers 400 when the page asked to be cloned is nested 8,000 deep', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: `/api/api/clone?url=${encodeURIComponent(`${fixtureOrigin}/deep`)}`,
      headers: bearer(),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(tooDeep);
  });
});

describe('text fields of only NUL', () => {
  it.each([
    [
      '/api/auth/signup',
      { name: '\u0000', email: 'nul@example.com', password: '\u0000' },
      ['name', 'password'],
    ],
    ['/api/auth/signin', { email: 'nul@example.com', password: '\u0000' }, ['password']],
    [
      '/api/api/ai-content/chat/message',
      { input: '\u0000', conversationId: '00000000-0000-4000-8000-000000000000' },
      ['input'],
    ],
    ['/api/videos/generate-script-from-text', { text: '\u0000' }, ['text']],
    ['/api/cloned-sites', { link: '\u0000', fileLocation: '\u0000' }, ['link', 'fileLocation']],
    ['/api/api/save', { html: '\u0000', url: 'https://shop.example/' }, ['html']],
  ])('POST %s answers 400 naming each field', async (url, payload, fields) => {
    const res = await h.app.inject({ method: 'POST', url, headers: bearer(), payload });
    expect(res.statusCode, res.body).toBe(400);
    const paths = (res.json().issues as { path: string }[]).map((i) => i.path);
    for (const field of fields) expect(paths).toContain(field);
  });
});

describe('far-off dates and endless fractions of a second (issue 31)', () => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const campaign = (startDate: string) => ({
    name: 'Dates',
    productUrls: ['https://shop.example/a'],
    channelIds: [seededUuid()],
    rhythm: { times: ['09:00', '18:00'], weekdays: [], startDate, timeZone: 'Europe/Berlin' },
  });

  it('answers each with a 400 naming the field, before anything is looked up or planned', async () => {
    const starts = ['0000-01-01', '0100-01-01', '1900-01-01', '9999-12-31', '2026-02-30', day(-2), day(366)];
    const instants = [
      '0000-01-01T00:00:00Z',
      '1899-12-31T23:59:59Z',
      '+275760-09-13T00:00:00Z',
      '2026-06-01T00:00:00.1234567890Z',
      LONG_FRACTION,
    ];
    const days = ['0000-01-01', '1899-12-31', '0100-06-01', `2026-01-01${'1'.repeat(100_000)}`];
    const cases: [InjectOptions, string[]][] = [
      ...[...starts, LONG_FRACTION].flatMap((d): [InjectOptions, string[]][] => [
        [{ method: 'POST', url: '/api/campaigns', payload: campaign(d) }, ['rhythm.startDate']],
        [
          { method: 'PATCH', url: `/api/campaigns/${seededUuid()}`, payload: { rhythm: campaign(d).rhythm } },
          ['rhythm.startDate'],
        ],
      ]),
      ...instants.flatMap((t): [InjectOptions, string[]][] => [
        [
          {
            method: 'POST',
            url: '/api/posts',
            payload: {
              videoId: seededUuid(),
              scheduledAt: t,
              posts: [{ channelId: seededUuid(), caption: 'x' }],
            },
          },
          ['scheduledAt'],
        ],
        [
          { method: 'PATCH', url: `/api/posts/${seededUuid()}`, payload: { scheduledAt: t } },
          ['scheduledAt'],
        ],
        [{ method: 'GET', url: `/api/posts?${new URLSearchParams({ from: t, to: t })}` }, ['from', 'to']],
      ]),
      ...days.flatMap((d): [InjectOptions, string[]][] => [
        [
          { method: 'GET', url: `/api/performance?${new URLSearchParams({ from: d, to: d })}` },
          ['from', 'to'],
        ],
        [
          { method: 'GET', url: `/api/performance/sales?${new URLSearchParams({ from: d, to: d })}` },
          ['from', 'to'],
        ],
      ]),
    ];
    const misses: string[] = [];
    for (const [request, fields] of cases) {
      const res = await h.app.inject({ ...request, headers: bearer() });
      const paths =
        res.statusCode === 400 ? ((res.json().issues ?? []) as { path: string }[]).map((i) => i.path) : [];
      if (!fields.every((f) => paths.includes(f))) {
        misses.push(
          `${request.method} ${request.url?.toString().slice(0, 80)} → ${res.statusCode} ${res.body.slice(0, 160)}`,
        );
      }
    }
    expect(misses).toEqual([]);
  });

  it('takes the edges that are allowed', async () => {
    for (const url of ['/api/performance', '/api/performance/sales']) {
      const res = await h.app.inject({
        method: 'GET',
        url: `${url}?from=9999-01-01&to=9999-12-31`,
        headers: bearer(),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const posts = await h.app.inject({
      method: 'GET',
      url: '/api/posts?from=1900-01-01T00:00:00.123456789Z&to=1900-12-31T23:59:59.999999999%2B14:00',
      headers: bearer(),
    });
    expect(posts.statusCode, posts.body).toBe(200);
  });
});
