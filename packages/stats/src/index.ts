export * from './beta';
export * from './decide-slot';
export * from './enough-data';
export * from './goal-model';
export * from './pooled-rate';
export * from './prob-best';
export * from './rank-arms';
export * from './rng';
