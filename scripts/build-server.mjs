// Compiles the server programs to plain JavaScript for production images (no TypeScript at runtime).
// Workspace packages (@adreel/*, TypeScript source) are bundled in; every npm package stays external
// and must be a declared dependency of the app, so Node finds it from the app's own node_modules.
// Usage: node scripts/build-server.mjs [outRoot]   (default: each app's dist/)
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const outRoot = process.argv[2];

/** Each program: its source entry, the package whose node_modules it runs against, its output. */
export const PROGRAMS = [
  { entry: 'apps/api/src/server.ts', home: 'apps/api', out: 'apps/api/dist/server.mjs' },
  { entry: 'apps/worker/src/main.ts', home: 'apps/worker', out: 'apps/worker/dist/main.mjs' },
  { entry: 'packages/db/scripts/migrate.ts', home: 'packages/db', out: 'packages/db/dist/migrate.mjs' },
  {
    entry: 'packages/demo-shop/scripts/serve.ts',
    home: 'packages/demo-shop',
    out: 'packages/demo-shop/dist/serve.mjs',
  },
];

const packageName = (spec) =>
  spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];

function externalNpm(home) {
  const missing = new Set();
  return {
    name: 'external-npm',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('node:') || builtinModules.includes(args.path)) return { external: true };
        const name = packageName(args.path);
        if (name.startsWith('@adreel/')) return undefined;
        if (
          existsSync(join(root, home, 'node_modules', name)) ||
          existsSync(join(root, 'node_modules', name))
        ) {
          return { external: true };
        }
        missing.add(`${name} (imported by ${args.importer.replace(`${root}/`, '')})`);
        return { external: true };
      });
      b.onEnd(() => {
        if (missing.size > 0) {
          throw new Error(
            `${home} does not declare these runtime dependencies:\n  ${[...missing].join('\n  ')}`,
          );
        }
      });
    },
  };
}

/**
 * Source files find their data (migrations, web build, offer images) relative to themselves through
 * import.meta.url; in the bundle that must still point at the source file's place in the tree.
 */
function sourceRelativeUrls(outfile) {
  return {
    name: 'source-relative-urls',
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, (args) => {
        if (args.path.includes('/node_modules/')) return undefined;
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const fromOut = relative(dirname(outfile), args.path);
        return {
          contents: source.replaceAll(
            'import.meta.url',
            `new URL(${JSON.stringify(fromOut)}, import.meta.url).href`,
          ),
          loader: 'ts',
        };
      });
    },
  };
}

for (const program of PROGRAMS) {
  const outfile = outRoot ? join(outRoot, program.out) : join(root, program.out);
  await build({
    entryPoints: [join(root, program.entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [externalNpm(program.home), sourceRelativeUrls(outfile)],
  });
  console.log(`built ${program.out}`);
}
