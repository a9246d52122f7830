/**
 * A connection the marketplace did not grant: 'refused' (the user or the marketplace said no, or the
 * key is wrong) or 'pending' (not decided yet; the user may try again). The message is for the user.
 */
export class MarketplaceConnectError extends Error {
  constructor(
    readonly kind: 'refused' | 'pending',
    message: string,
  ) {
    super(message);
    this.name = 'MarketplaceConnectError';
  }
}
