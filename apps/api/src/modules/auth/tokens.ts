import type { SessionService } from './sessions.ts';

/** JWT_EXPIRES_IN as milliseconds: a number with a unit (s, m, h, d, w). */
export function durationMs(span: string): number {
  const m = /^(\d+)\s*([smhdw])$/.exec(span.trim());
  if (!m) throw new Error(`not a duration: ${span}`);
  const unit = { s: 1, m: 60, h: 3600, d: 86_400, w: 604_800 }[m[2] as 's' | 'm' | 'h' | 'd' | 'w'];
  return Number(m[1]) * unit * 1000;
}

/** Issues a bearer token bound to a fresh session row that lives exactly as long as the token. */
export function createTokenIssuer(deps: {
  sessions: SessionService;
  sign(claims: { sub: string; email: string; sid: string }): Promise<string> | string;
  lifetimeMs: number;
}) {
  return {
    async issue(user: { id: string; email: string }): Promise<string> {
      const sid = await deps.sessions.start(user.id, new Date(Date.now() + deps.lifetimeMs));
      return deps.sign({ sub: user.id, email: user.email, sid });
    },
  };
}
