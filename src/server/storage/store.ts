import 'server-only';

/**
 * Where files live: one interface, kept by the local disk (storage.ts) and an S3 bucket (s3.ts).
 * Private files (visitor attachments) are never under a public URL; they are read back only
 * through authorised routes.
 */
export interface Storage {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  remove(key: string): Promise<void>;
  /** Every key held, in no particular order (for backups). */
  list(): Promise<string[]>;
}
