import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { apiEnvSchema } from '@adreel/api/env';
import { demoModeOn, WORKER_MALLOC_ENV } from '@adreel/config';
import { workerEnvSchema } from '@adreel/worker/env';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// docker-compose.yml cannot run here (no Docker engine), so this proves it is well-formed and that
// every variable each app requires reaches it, with values its env schema accepts.
const root = resolve(import.meta.dirname, '..');
// merge: true applies the `<<: *app-env` merge keys the way docker compose does.
const compose = parse(readFileSync(resolve(root, 'docker-compose.yml'), 'utf8'), { merge: true });

/** What an operator's shell provides for ${VAR:?...}; defaults (${VAR:-x}) resolve as compose would. */
const OPERATOR_VALUES: Record<string, string> = {
  ENCRYPTION_KEY: 'a'.repeat(64),
  JWT_SECRET: 'operator-secret-that-is-long-enough-123',
  REGISTER_PATH: '/join-0123456789abcdef/complete',
};

function interpolate(value: unknown): string {
  return String(value).replace(
    /\$\{(\w+)(?::([?-])([^}]*))?\}/g,
    (_m, name: string, kind?: string, rest?: string) => {
      if (kind === '?') {
        const v = OPERATOR_VALUES[name];
        if (!v) throw new Error(`compose requires ${name} but the test has no operator value for it`);
        return v;
      }
      return kind === '-' ? (rest ?? '') : '';
    },
  );
}

function serviceEnv(name: string): Record<string, string> {
  const env = compose.services[name].environment as Record<string, unknown>;
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, interpolate(v)]));
}

describe('docker-compose.yml', () => {
  it('has postgres, redis, api, worker and demo-shop services with healthchecks', () => {
    for (const s of ['postgres', 'redis', 'api', 'worker', 'demo-shop']) {
      expect(compose.services[s], s).toBeDefined();
      expect(compose.services[s].healthcheck, `${s} healthcheck`).toBeDefined();
    }
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(['pgdata', 'redisdata', 'appdata']));
  });

  it('restarts a crashed long-running service (not the one-off migration) unless an operator stopped it', () => {
    for (const s of ['postgres', 'redis', 'api', 'worker', 'demo-shop']) {
      expect(compose.services[s].restart, s).toBe('unless-stopped');
    }
    expect(compose.services.migrate.restart).toBe('no');
  });

  it('keeps demo mode off in production unless an operator opts in; the demo shop waits for the demo profile', () => {
    expect(demoModeOn(apiEnvSchema.parse(serviceEnv('api')))).toBe(false);
    expect(demoModeOn(workerEnvSchema.parse(serviceEnv('worker')))).toBe(false);
    expect(demoModeOn(apiEnvSchema.parse({ ...serviceEnv('api'), DEMO_MODE: '1' }))).toBe(true);
    expect(compose.services['demo-shop'].profiles).toEqual(['demo']);
  });

  it('gives the API every variable its env schema requires', () => {
    const result = apiEnvSchema.safeParse(serviceEnv('api'));
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    expect(result.data?.DATABASE_URL).toContain('@postgres:5432');
    expect(result.data?.REDIS_URL).toBe('redis://redis:6379');
  });

  it('gives the worker every variable its env schema requires', () => {
    const result = workerEnvSchema.safeParse(serviceEnv('worker'));
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
  });

  it('fails clearly when an operator leaves a required secret out', () => {
    const env = serviceEnv('api');
    delete env.JWT_SECRET;
    const result = apiEnvSchema.safeParse(env);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain('JWT_SECRET');
  });

  it('lets the api and the worker scale (--scale): no fixed names, no host-port clash', () => {
    for (const s of ['api', 'worker']) {
      expect(compose.services[s].container_name, s).toBeUndefined();
    }
    // Each api replica takes its own host port from a range.
    expect(interpolate(compose.services.api.ports[0])).toMatch(/^\d+-\d+:4000$/);
    expect(compose.services.worker.ports).toBeUndefined();
    // A stopping worker gets its grace period (and a little more) before Docker kills it.
    const worker = workerEnvSchema.parse(serviceEnv('worker'));
    expect(Number.parseInt(compose.services.worker.stop_grace_period, 10) * 1000).toBeGreaterThan(
      worker.SHUTDOWN_GRACE_MS,
    );
    expect(worker.WORKER_METRICS_PORT).toBe(9464);
  });

  it('builds every app service from the Node 24 Dockerfile', () => {
    const dockerfile = readFileSync(resolve(root, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^FROM node:24/m);
    for (const s of ['api', 'worker', 'demo-shop', 'migrate']) expect(compose.services[s].build).toBe('.');
  });

  it("starts the image with the worker's glibc malloc settings", () => {
    const dockerfile = readFileSync(resolve(root, 'Dockerfile'), 'utf8');
    const env = dockerfile.split('\n').find((l) => l.startsWith('ENV NODE_ENV=production')) ?? '';
    for (const [name, value] of Object.entries(WORKER_MALLOC_ENV)) expect(env).toContain(`${name}=${value}`);
  });
});
