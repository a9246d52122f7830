export * from './adapter.ts';
export * from './link-hosts.ts';
export * from './postback-url.ts';
export * from './presets.ts';
export * from './read-postback.ts';
export * from './transaction-types.ts';
