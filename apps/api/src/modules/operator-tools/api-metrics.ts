import type { Queue } from 'bullmq';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Request latency buckets, in seconds: polled answers live in the first few. */
const HTTP_BUCKETS = [0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The API process's Prometheus metrics: Node's own (event loop lag, heap, CPU), HTTP latency per
 * route and status, the queues' depth per state (read from Redis when scraped), and the progress
 * streams open here. Render durations and job failures are counted by the worker that runs them
 * (its own /metrics, WORKER_METRICS_PORT). One registry per app, never the global one.
 */
export function createApiMetrics(opts: { queues: Queue[]; openStreams: () => number }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'adreel_api_' });
  const http = new Histogram({
    name: 'adreel_http_request_duration_seconds',
    help: 'API answers by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'adreel_queue_jobs',
    help: 'Jobs per queue and state (waiting, prioritized, active, delayed, failed)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      for (const q of opts.queues) {
        const counts = await q.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed');
        for (const [state, n] of Object.entries(counts)) this.set({ queue: q.name, state }, n);
      }
    },
  });
  new Gauge({
    name: 'adreel_progress_streams_open',
    help: 'Server-Sent Events progress streams open in this API process',
    registers: [registry],
    collect() {
      this.set(opts.openStreams());
    },
  });
  return {
    registry,
    observe(method: string, route: string, statusCode: number, seconds: number) {
      http.observe({ method, route, status_code: String(statusCode) }, seconds);
    },
  };
}
export type ApiMetrics = ReturnType<typeof createApiMetrics>;
