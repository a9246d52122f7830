import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** Job durations, seconds: a mail takes well under one, a render tens. */
const JOB_BUCKETS = [0.1, 0.5, 1, 2.5, 5, 10, 20, 30, 45, 60, 90, 120, 180, 300, 600];

/**
 * The worker's Prometheus metrics: how long each job took (renders included: queue="renders"), how
 * many finished and failed, plus Node's own. Counted where the work runs, so several workers each
 * report their own share and Prometheus sums them.
 */
export function createWorkerMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'adreel_worker_' });
  const duration = new Histogram({
    name: 'adreel_job_duration_seconds',
    help: 'Time a job ran in this worker, by queue, job name and outcome',
    labelNames: ['queue', 'job', 'outcome'] as const,
    buckets: JOB_BUCKETS,
    registers: [registry],
  });
  const failures = new Counter({
    name: 'adreel_job_failures_total',
    help: 'Job attempts that failed in this worker, by queue and job name',
    labelNames: ['queue', 'job'] as const,
    registers: [registry],
  });
  return {
    registry,
    jobDone(queue: string, job: string, seconds: number) {
      duration.observe({ queue, job, outcome: 'completed' }, seconds);
    },
    jobFailed(queue: string, job: string, seconds: number) {
      duration.observe({ queue, job, outcome: 'failed' }, seconds);
      failures.inc({ queue, job });
    },
  };
}
export type WorkerMetrics = ReturnType<typeof createWorkerMetrics>;

/** GET /metrics on its own port; with a token, only `Authorization: Bearer <token>` may read it. */
export function serveMetrics(
  metrics: WorkerMetrics,
  opts: { port: number; host: string; token?: string | undefined },
): Promise<Server> {
  const expected = opts.token ? Buffer.from(`Bearer ${opts.token}`) : null;
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    if (expected) {
      const given = Buffer.from(req.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        res.writeHead(401, { 'content-type': 'text/plain' }).end('Operator token required\n');
        return;
      }
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve(server));
  });
}
