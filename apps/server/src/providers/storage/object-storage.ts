/** One stored object: its key (a plain file name) and when it was written. */
export interface StoredObjectInfo {
  key: string;
  lastModified: Date;
}

/**
 * Where uploaded pictures live: a folder on this instance (the embedded default) or an
 * S3-compatible bucket shared by every instance. Objects are immutable: a key is written once.
 */
export interface ObjectStorage {
  readonly kind: 'local' | 's3';
  /** What a backup holds of it: the folder's pictures, or nothing (the bucket is backed up on its own). */
  readonly inBackups: boolean;
  /** Stores an object under a key; writing the same key again stores the same bytes (names are content hashes). */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  list(): AsyncIterable<StoredObjectInfo>;
  /** Removes an object; one that is already gone is fine (another instance swept it). */
  remove(key: string): Promise<void>;
  close(): void;
}
