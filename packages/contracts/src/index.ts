export * from './affiliate-link.ts';
export * from './auth.ts';
export * from './digistore.ts';
export * from './offers.ts';
export * from './pagination.ts';
export * from './product.ts';
export * from './scene-visual.ts';
export * from './script.ts';
