import type { Queue } from 'bullmq';
import { Unauthenticated } from '../../domain-errors.ts';
import type { ApiMetrics } from './api-metrics.ts';
import { createOperatorGate, OPERATOR_COOKIE } from './operator-token.ts';

const DENIED =
  'Operator access only: send Authorization: Bearer <OPERATOR_TOKEN>, or sign in at /admin/login?token=…';
const WRONG_TOKEN = 'Wrong operator token.';

export interface OperatorServiceDeps {
  token: string;
  /** Marks the login cookie Secure when the product is served over HTTPS. */
  secureCookie: boolean;
  /** The queues the dashboard shows and the metrics count (built and closed by the registry). */
  queues: Queue[];
  metrics: ApiMetrics;
}

/**
 * The operator's side door (only with OPERATOR_TOKEN): who may open the dashboard and /metrics, and
 * the login that trades the token for an HttpOnly cookie. Refusals are domain errors (401).
 */
export function createOperatorService(deps: OperatorServiceDeps) {
  const gate = createOperatorGate(deps.token);
  return {
    queues: deps.queues,
    metrics: deps.metrics,
    /** Throws unless the request carries the bearer token or the login cookie. */
    check(headers: { authorization?: string | undefined; cookie?: string | undefined }): void {
      if (!gate.allows(headers)) throw new Unauthenticated(DENIED);
    },
    /** GET /admin/login?token=: the Set-Cookie value for a matching token. */
    login(given: unknown): string {
      if (!gate.tokenMatches(typeof given === 'string' ? given : undefined)) {
        throw new Unauthenticated(WRONG_TOKEN);
      }
      const secure = deps.secureCookie ? '; Secure' : '';
      return `${OPERATOR_COOKIE}=${gate.cookieValue}; Path=/; HttpOnly; SameSite=Strict; Max-Age=43200${secure}`;
    },
    async close(): Promise<void> {
      await Promise.all(deps.queues.map((q) => q.close()));
    },
  };
}
export type OperatorService = ReturnType<typeof createOperatorService>;
