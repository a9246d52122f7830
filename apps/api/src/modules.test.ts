import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_MODULES } from './modules.ts';

/** Registered by app.ts itself, before sign-in exists: the probes and the operator's tools. */
const REGISTERED_BY_APP = ['health', 'operator-tools'];

describe('API_MODULES', () => {
  it("lists every module folder's module.ts once, so a new module cannot be left unregistered", async () => {
    const folders = readdirSync(new URL('./modules/', import.meta.url), { withFileTypes: true })
      .filter((d) => d.isDirectory() && !REGISTERED_BY_APP.includes(d.name))
      .map((d) => d.name);
    const listed = new Set(API_MODULES);
    for (const folder of folders) {
      const exports = Object.values(await import(`./modules/${folder}/module.ts`));
      expect(exports, `modules/${folder}/module.ts exports its module`).toHaveLength(1);
      expect(listed.has(exports[0] as never), `modules/${folder} is listed in src/modules.ts`).toBe(true);
    }
    expect(API_MODULES).toHaveLength(folders.length);
  });
});
