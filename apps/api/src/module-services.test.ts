import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const modulesDir = new URL('./modules/', import.meta.url);

/** A module's group in app.services: its folder name, camelCased (`link-in-bio` → `linkInBio`). */
const groupOf = (folder: string) => folder.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** Every `.services` read in a text, with the group it names (undefined: the whole registry). */
function servicesReads(text: string): { group: string | undefined; line: number }[] {
  return [...text.matchAll(/\.services\b(?:\??\.\s*(\w+))?/g)].map((m) => ({
    group: m[1],
    line: text.slice(0, m.index).split('\n').length,
  }));
}

/** Where a module's routes read another module's services, one message each. */
function crossModuleReads(folder: string, files: { path: string; text: string }[]): string[] {
  const own = groupOf(folder);
  return files.flatMap(({ path, text }) =>
    servicesReads(text)
      .filter((read) => read.group !== own)
      .map(
        ({ group, line }) =>
          `modules/${folder}/${path}:${line} reads ${group ? `app.services.${group}` : 'all of app.services'}; ` +
          `a module reads only its own group, app.services.${own}. Wire what it needs of another module ` +
          `into the ${folder} module's own service in the registry (apps/api/src/registry/) instead.`,
      ),
  );
}

function filesOf(folder: string) {
  return readdirSync(new URL(`${folder}/`, modulesDir), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts'))
    .map((path) => ({ path, text: readFileSync(new URL(`${folder}/${path}`, modulesDir), 'utf8') }));
}

describe('app.services by module', () => {
  it("lets each module's files read only their own module's group of services", () => {
    const folders = readdirSync(modulesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(folders.length).toBeGreaterThan(0);
    expect(folders.flatMap((folder) => crossModuleReads(folder, filesOf(folder)))).toEqual([]);
  });

  it('names the read, the own group and the fix', () => {
    const text =
      'const { sites } = app.services.sites;\nconst { links } = app.services.links;\nuse(app.services);';
    expect(crossModuleReads('sites', [{ path: 'routes.ts', text }])).toEqual([
      expect.stringMatching(
        /^modules\/sites\/routes\.ts:2 reads app\.services\.links; .*app\.services\.sites\. Wire/,
      ),
      expect.stringMatching(/^modules\/sites\/routes\.ts:3 reads all of app\.services; /),
    ]);
    expect(crossModuleReads('link-in-bio', [{ path: 'r.ts', text: 'a.services.linkInBio.handles' }])).toEqual(
      [],
    );
  });
});
