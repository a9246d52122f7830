export { createStorage, type StorageEnv } from './create.ts';
export { assertValidKey } from './keys.ts';
export { createLocalStorage } from './local.ts';
export { parseRangeHeader } from './range.ts';
export { createS3Storage, type S3StorageConfig } from './s3.ts';
export type { Storage, StoredObject } from './types.ts';
