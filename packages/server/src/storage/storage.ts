/**
 * Where uploaded documents live: a local directory (embedded default) or an S3-compatible bucket.
 * Keys are content addresses (`files/ab/abcdef…`), so the same bytes are stored once.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Stores the file at `filePath` under `key` unless the key exists; the caller removes `filePath`. */
  putFile(key: string, filePath: string, size: number): Promise<void>;
  exists(key: string): Promise<boolean>;
  read(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
  /** Removes half-written copies of killed processes ('dead', at start) or this one's ('own', at shutdown). */
  removeLeftovers(only: 'dead' | 'own'): Promise<number>;
}

export function contentKey(sha256: string): string {
  if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error(`not a sha-256: ${sha256}`);
  return `files/${sha256.slice(0, 2)}/${sha256}`;
}
