export * from './connection.ts';
export * from './definitions.ts';
export * from './producer.ts';
export * from './pubsub.ts';
export * from './render-slots.ts';
export * from './webhook-events.ts';
