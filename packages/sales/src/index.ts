export * from './new-sale.ts';
export * from './recorder.ts';
export * from './sale-webhook.ts';
