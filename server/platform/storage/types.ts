import 'server-only';

/**
 * Where uploaded files live (D26, document 001 §7 Signatures): the local disk under
 * DATA_DIR/uploads by default, any S3-compatible service (Supabase Storage, R2, AWS S3, MinIO) when
 * the S3_* variables are set. Files are never public: they are reached through a signed URL that
 * expires, or by staff through /api/files with their session.
 */
export interface StorageDriver {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Throws StorageNotFoundError when the key holds nothing. */
  get(key: string): Promise<Uint8Array>;
  delete(key: string): Promise<void>;
  /**
   * A URL that gives the file to whoever holds it until it expires (default 3600 s, document 001 §9).
   * The local driver answers a path (`/api/files/…`): prefix it with APP_URL for an e-mail.
   */
  signedUrl(key: string, opts?: { expiresIn?: number; downloadName?: string }): Promise<string>;
}

export class StorageNotFoundError extends Error {
  constructor(key?: string) {
    super(key ? `Arquivo não encontrado: ${key}` : 'Arquivo não encontrado.');
    this.name = 'StorageNotFoundError';
  }
}
