import { parseDecisionForm, SandboxError, type SandboxMarketplace } from '@adreel/digistore';
import { Conflict, type DomainError, Invalid, NotFound } from '../../domain-errors.ts';
import { formFields } from '../../kernel/form-body.ts';

const DOMAIN_ERROR_OF: Record<SandboxError['kind'], new (message: string, options?: object) => DomainError> =
  {
    not_found: NotFound,
    invalid: Invalid,
    conflict: Conflict,
  };

/**
 * The sandbox marketplace as the API mounts it: Digistore24's call endpoint and the approval page.
 * The page is self-contained HTML (inline styles, one form posting to us, no script) under its own
 * CSP, which allows the app's origin as form target next to 'self'. A refused decision shows the
 * page again with the status its domain error maps to (plugins/errors.ts).
 */
export function createSandboxService(deps: { sandbox: SandboxMarketplace; publicUrl: string }) {
  const { sandbox } = deps;
  const pageHeaders = {
    'content-security-policy': [
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      `form-action 'self' ${new URL(deps.publicUrl).origin}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
    'cache-control': 'no-store',
  };
  return {
    pageHeaders,
    /** POST /api/call/{fn}/format/json: Digistore24's envelope, with its own wire status. */
    call(fn: string, headers: Record<string, string | string[] | undefined>, body: unknown) {
      const flat = Object.fromEntries(
        Object.entries(headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : v]),
      );
      return sandbox.handleCall(fn, flat, formFields(body));
    },
    approvalPage: (token: string) => sandbox.renderApprovalPage(token),
    /** POST /approve/{token}: where to send the browser, or a domain error carrying the page. */
    async decide(token: string, body: unknown): Promise<string> {
      const { decision, userName } = parseDecisionForm(formFields(body));
      try {
        return (await sandbox.decide(token, decision, userName)).redirectTo;
      } catch (err) {
        if (!(err instanceof SandboxError)) throw err;
        const opts = err.kind === 'invalid' ? { userName, error: err.message } : {};
        const html = await sandbox.renderApprovalPage(token, opts);
        throw new DOMAIN_ERROR_OF[err.kind](err.message, { page: { html, headers: pageHeaders } });
      }
    },
  };
}
export type SandboxService = ReturnType<typeof createSandboxService>;
