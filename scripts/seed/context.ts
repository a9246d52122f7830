import type { Db } from '@adreel/db';

export interface SeedContext {
  db: Db;
  env: NodeJS.ProcessEnv;
  log(line: string): void;
}
