/** A sandbox approval request that cannot be acted on; `status` is the HTTP status to answer with. */
export class SandboxError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'SandboxError';
    this.status = status;
  }
}
