/**
 * Keys are relative, slash-separated paths such as `videos/<id>/video.mp4`. Anything that could
 * escape the storage root on disk (absolute paths, `..`, backslashes, NUL) is refused for every
 * backend, so a key that works locally also works on S3 and vice versa.
 */
export function assertValidKey(key: string): string {
  if (key.length === 0 || key.length > 1024) throw new Error('Invalid storage key: empty or too long');
  if (key.startsWith('/') || key.includes('\\') || key.includes('\0')) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
  const parts = key.split('/');
  if (parts.some((p) => p === '..' || p === '.' || p === '')) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
  return key;
}

/** A prefix may be empty (everything) or end with '/'; the same traversal rules apply to its segments. */
export function assertValidPrefix(prefix: string): string {
  if (prefix === '') return prefix;
  assertValidKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
  return prefix;
}
