export interface StoredObject {
  size: number;
  contentType: string;
}

/** Byte-addressed object store: local disk in development, S3-compatible in production. */
export interface Storage {
  put(key: string, body: Buffer | NodeJS.ReadableStream, contentType: string): Promise<void>;
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  stat(key: string): Promise<StoredObject | null>;
  /** `range` is inclusive on both ends, as in HTTP Range. */
  read(key: string, range?: { start: number; end: number }): Promise<NodeJS.ReadableStream>;
  readBuffer(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
  deletePrefix(prefix: string): Promise<void>;
  list(prefix: string): Promise<{ key: string; size: number }[]>;
}
