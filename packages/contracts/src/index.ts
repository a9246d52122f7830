export * from './product.ts';
export * from './scene-visual.ts';
export * from './script.ts';
