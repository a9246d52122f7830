import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createS3Storage, createStorage } from '../src/index.ts';
import { startFakeS3 } from './fake-s3.ts';
import { exerciseStorage } from './storage-contract.ts';

describe('S3 storage against an S3 wire-format server', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  let dir: string;
  beforeEach(async () => {
    s3 = await startFakeS3('adreel');
    dir = await mkdtemp(path.join(tmpdir(), 's3-'));
  });
  afterEach(async () => {
    await s3.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('puts, reads ranges, lists (paged), and deletes through the real SDK', async () => {
    const src = path.join(dir, 'src.bin');
    const bytes = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7) % 256));
    await writeFile(src, bytes);
    const storage = createS3Storage({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      bucket: 'adreel',
      accessKeyId: 'AKIDTEST',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    await exerciseStorage(storage, src, bytes);
    // Requests were SigV4-signed and path-style.
    expect(s3.requests.every((r) => r.path.startsWith('/adreel'))).toBe(true);
    expect(s3.requests[0]?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDTEST\//);
  });

  it('createStorage picks S3 when a bucket is configured', async () => {
    const storage = createStorage({
      STORAGE_DIR: dir,
      S3_BUCKET: 'adreel',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'AKIDTEST',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    await storage.put('x/y.txt', Buffer.from('hello'), 'text/plain');
    expect(s3.objects.get('x/y.txt')?.body.toString()).toBe('hello');
  });
});
