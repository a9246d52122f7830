export * from './clickbank-endpoint.ts';
export * from './digistore-endpoint.ts';
export * from './mode.ts';
export type * from './port.ts';
export * from './sub-id.ts';
