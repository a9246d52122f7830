import { describe, expect, it } from 'vitest';
import { storedOnce } from './stored-once.ts';

function memoryStorage() {
  const files = new Map<string, Buffer>();
  let stats = 0;
  return {
    files,
    stats: () => stats,
    async stat(key: string) {
      stats++;
      const f = files.get(key);
      return f ? { size: f.length } : null;
    },
    async put(key: string, body: Buffer | NodeJS.ReadableStream) {
      files.set(key, body as Buffer);
    },
  };
}

describe('storedOnce', () => {
  it('makes a file once for concurrent first requests, then answers from memory', async () => {
    const storage = memoryStorage();
    const ensure = storedOnce(storage as never);
    let made = 0;
    const make = async () => {
      made++;
      return Buffer.from('jpeg');
    };
    const keys = await Promise.all([1, 2, 3].map(() => ensure('a.jpg', 'image/jpeg', make)));
    expect(keys).toEqual(['a.jpg', 'a.jpg', 'a.jpg']);
    expect(made).toBe(1);
    expect(storage.files.get('a.jpg')?.toString()).toBe('jpeg');
    const statsBefore = storage.stats();
    await ensure('a.jpg', 'image/jpeg', make);
    expect(storage.stats()).toBe(statsBefore);
  });

  it('never remakes a file already in storage, and tries again after a failure', async () => {
    const storage = memoryStorage();
    storage.files.set('kept.jpg', Buffer.from('old'));
    const ensure = storedOnce(storage as never);
    await ensure('kept.jpg', 'image/jpeg', async () => {
      throw new Error('must not be called');
    });
    expect(storage.files.get('kept.jpg')?.toString()).toBe('old');

    let attempts = 0;
    const flaky = async () => {
      attempts++;
      if (attempts === 1) throw new Error('network');
      return Buffer.from('ok');
    };
    await expect(ensure('b.jpg', 'image/jpeg', flaky)).rejects.toThrow('network');
    await expect(ensure('b.jpg', 'image/jpeg', flaky)).resolves.toBe('b.jpg');
    expect(attempts).toBe(2);
  });
});
