/** Why a sandbox approval request cannot be acted on. */
export type SandboxErrorKind = 'not_found' | 'invalid' | 'conflict';

/**
 * A sandbox approval request that cannot be acted on. It names what happened (`kind`), never an
 * HTTP status: the app that mounts the sandbox decides how to answer.
 */
export class SandboxError extends Error {
  readonly kind: SandboxErrorKind;

  constructor(kind: SandboxErrorKind, message: string) {
    super(message);
    this.name = 'SandboxError';
    this.kind = kind;
  }
}
