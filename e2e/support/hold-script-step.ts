import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { E2E_ENV } from './env.ts';

/**
 * Makes one script job's writing step last long enough for the page's 3-second poll to see it. The
 * offline writer finishes in milliseconds, so without this the overlay goes straight to the review.
 * A trigger in the e2e database holds the worker's write of its next step ("checking") for a few
 * seconds, for scripts whose URL or text carries `marker`; everything the page shows is still the real
 * job's real state. Call `release()` to drop the trigger.
 */
export async function holdScriptWhileWriting(
  seconds = 5,
): Promise<{ marker: string; release(): Promise<void> }> {
  const marker = `hold${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: E2E_ENV.DATABASE_URL });
  await client.connect();
  await client.query(`CREATE OR REPLACE FUNCTION ${marker}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN PERFORM pg_sleep(${Number(seconds)}); RETURN NEW; END $$`);
  await client.query(
    `CREATE TRIGGER ${marker} BEFORE UPDATE ON "Script" FOR EACH ROW
     WHEN (NEW.step = 'checking' AND OLD.step IS DISTINCT FROM 'checking'
       AND coalesce(NEW."sourceUrl", NEW."sourceText") LIKE '%${marker}%')
     EXECUTE FUNCTION ${marker}()`,
  );
  return {
    marker,
    async release() {
      await client.query(`DROP TRIGGER IF EXISTS ${marker} ON "Script"`);
      await client.query(`DROP FUNCTION IF EXISTS ${marker}()`);
      await client.end();
    },
  };
}
