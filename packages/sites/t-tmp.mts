import { htmlNestingDepth } from './src/depth.ts';
console.log(htmlNestingDepth(process.argv[2]!));
