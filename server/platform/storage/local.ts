import 'server-only';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { env } from '@/server/platform/env';
import { StorageNotFoundError, type StorageDriver } from './types';
import { SIGNED_URL_SECONDS, assertStorageKey } from './keys';
import { signFileQuery } from './url-signing';

export function uploadsDir(): string {
  return path.join(env.dataDir, 'uploads');
}

function fileFor(key: string): string {
  const root = uploadsDir();
  const file = path.resolve(root, assertStorageKey(key));
  // Belt and braces: the key pattern already rules out leaving the folder.
  if (!file.startsWith(root + path.sep)) throw new Error('Chave de arquivo inválida.');
  return file;
}

/** Files under DATA_DIR/uploads; signed URLs are HMAC-signed /api/files links (DECISIONS D13, D26). */
export function localStorageDriver(): StorageDriver {
  return {
    async put(key, bytes) {
      const file = fileFor(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename so that a reader never sees half a file.
      const temp = `${file}.${process.pid}.${Date.now()}.part`;
      await writeFile(temp, bytes);
      await rename(temp, file);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileFor(key)));
      } catch (error) {
        // A key that names a folder (EISDIR) is no file either: the files route answers 404, never 500.
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') throw new StorageNotFoundError(key);
        throw error;
      }
    },
    async delete(key) {
      await rm(fileFor(key), { force: true });
    },
    async signedUrl(key, opts = {}) {
      assertStorageKey(key);
      const exp = Math.floor(Date.now() / 1000) + (opts.expiresIn ?? SIGNED_URL_SECONDS);
      return `/api/files/${key}?${signFileQuery(key, exp, opts.downloadName).toString()}`;
    },
  };
}
