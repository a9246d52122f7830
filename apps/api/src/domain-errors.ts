/**
 * Outcomes a user must be told about, named for what happened rather than for HTTP. Services throw
 * these with a message written for people; plugins/errors.ts alone decides the status code.
 */
export class DomainError extends Error {
  override name = this.constructor.name;
  /**
   * For routes a browser opens as a page (published sites, the sandbox's approval page): the HTML
   * answered instead of the JSON body, with the headers it needs (e.g. its own CSP). See htmlPage().
   */
  readonly page: HtmlPage | undefined;

  constructor(message: string, options: { page?: HtmlPage } = {}) {
    super(message);
    this.page = options.page;
  }
}

/** An HTML answer for an error, sent by plugins/errors.ts with the error's status. */
export interface HtmlPage {
  html: string;
  headers?: Record<string, string>;
}

/** The input makes no sense for this action (beyond what the contract's schema could check). */
export class Invalid extends DomainError {}
/** The caller is not signed in, or their account is gone. */
export class Unauthenticated extends DomainError {}
/** Signed in, but this is not theirs to do. */
export class Forbidden extends DomainError {}
/** No such thing, or not the caller's (never reveal which). */
export class NotFound extends DomainError {}
/** The thing exists already, or is in a state that forbids this. */
export class Conflict extends DomainError {}
/** A file or page bigger than allowed. */
export class TooLarge extends DomainError {}
/** A file of a kind we do not take. */
export class UnsupportedType extends DomainError {}
/** A byte range outside the file. */
export class RangeNotSatisfiable extends DomainError {}
/** Well-formed, but cannot be processed (e.g. a page we could not read). */
export class Unprocessable extends DomainError {}
/** Too many attempts, or a quota is used up; the message says when or what to do. */
export class RateLimited extends DomainError {}
/** An outside service (Digistore24, a fetched site) failed or refused. */
export class UpstreamFailed extends DomainError {}
/** We are busy or a dependency is down; trying again later helps. */
export class Unavailable extends DomainError {}
