import 'server-only';
import { localStorageDriver } from './local';
import { s3Config, s3StorageDriver } from './s3';

export { StorageNotFoundError, type StorageDriver } from './types';
import type { StorageDriver } from './types';
import { readEnv } from '@/server/platform/env';
export { SIGNED_URL_SECONDS, isValidStorageKey, assertStorageKey } from './keys';

let cached: { signature: string; driver: StorageDriver } | undefined;

/** The S3 driver when S3_BUCKET (and its credentials) are set, else the local disk. */
export function getStorage(): StorageDriver {
  const config = s3Config();
  const signature = config ? `s3:${config.endpoint ?? ''}:${config.bucket}` : `local:${readEnv().DATA_DIR ?? ''}`;
  if (cached?.signature !== signature) {
    cached = { signature, driver: config ? s3StorageDriver(config) : localStorageDriver() };
  }
  return cached.driver;
}

/** Document 001 §7: {userId}/{timestamp}.{ext}. */
export function newStorageKey(userId: string, ext: string): string {
  return `${userId}/${Date.now()}.${ext.replace(/^\./, '').toLowerCase()}`;
}
