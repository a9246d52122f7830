export * from './clickbank-endpoint.ts';
export * from './connect-error.ts';
export * from './digistore-endpoint.ts';
export * from './mode.ts';
export * from './open-account.ts';
export type * from './port.ts';
export * from './sub-id.ts';
