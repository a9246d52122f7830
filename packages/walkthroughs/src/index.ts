export {
  type GenerateOptions,
  type GenerateReport,
  generateWalkthroughs,
  type RunningApp,
} from './generate.ts';
export { WALKTHROUGHS, type WalkthroughSpec, type WalkthroughStep } from './table.ts';
