import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/files/[...key]/route';
import { StorageNotFoundError, getStorage, newStorageKey, type StorageDriver } from '@/server/platform/storage';
import { s3StorageDriver } from '@/server/platform/storage/s3';
import { resetRequest } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

// Uploads of this file go to a folder of its own, also when the database is PostgreSQL.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agencia-storage-'));
const previousDataDir = process.env.DATA_DIR;
process.env.DATA_DIR = dataDir;
afterAll(() => {
  process.env.DATA_DIR = previousDataDir;
  rmSync(dataDir, { recursive: true, force: true });
});

const bytes = new TextEncoder().encode('%PDF-1.4 conteúdo de teste');
const userId = '0b6c1f9e-2f3a-4f59-9a55-3d9d7c2b1a10';

async function fetchFile(url: string) {
  const parsed = new URL(url, 'http://localhost');
  const key = parsed.pathname.replace(/^\/api\/files\//, '').split('/');
  return GET(new Request(parsed), { params: Promise.resolve({ key }) });
}

describe('storage keys (document 001 §7)', () => {
  it('names files {userId}/{timestamp}.{ext}', () => {
    expect(newStorageKey(userId, 'PDF')).toMatch(new RegExp(`^${userId}/\\d{13}\\.pdf$`));
  });

  it('refuses keys that could leave the uploads folder', async () => {
    const storage = getStorage();
    for (const key of ['../secret', 'a/../../etc/passwd', '/etc/passwd', 'a//b', 'a\\b', '.hidden', '', 'a/./b']) {
      await expect(storage.put(key, bytes, 'text/plain')).rejects.toThrow();
      await expect(storage.get(key)).rejects.toThrow();
    }
  });
});

describe('local storage and /api/files', () => {
  const key = newStorageKey(userId, 'pdf');
  beforeAll(async () => {
    resetRequest();
    await getStorage().put(key, bytes, 'application/pdf');
  });

  it('stores under DATA_DIR/uploads and reads back', async () => {
    expect(await getStorage().get(key)).toEqual(bytes);
    await expect(getStorage().get(`${userId}/0.pdf`)).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('serves a valid signed URL privately with its type and download name', async () => {
    const url = await getStorage().signedUrl(key, { downloadName: 'Contrato Ação.pdf' });
    expect(url).toMatch(/^\/api\/files\/.+\?exp=\d+&name=.+&sig=/);
    const response = await fetchFile(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Contrato Acao.pdf"; filename*=UTF-8''${encodeURIComponent('Contrato Ação.pdf')}`,
    );
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('refuses an expired URL', async () => {
    const url = await getStorage().signedUrl(key, { expiresIn: -1 });
    const response = await fetchFile(url);
    expect(response.status).toBe(403);
    expect(await response.text()).toBe('Este link expirou.');
  });

  it('refuses a tampered URL: other key, later expiry, other name, no signature', async () => {
    const other = newStorageKey(userId, 'txt');
    await getStorage().put(other, bytes, 'text/plain');
    const url = new URL(await getStorage().signedUrl(key, { downloadName: 'a.pdf' }), 'http://localhost');
    const variants = [
      url.toString().replace(key, other),
      url.toString().replace(/exp=(\d+)/, (_, exp: string) => `exp=${Number(exp) + 3600}`),
      url.toString().replace('name=a.pdf', 'name=b.pdf'),
      url.toString().replace(/&sig=[^&]+/, ''),
      url.toString().replace(/sig=([^&])/, 'sig=x$1'),
      `http://localhost/api/files/${key}`,
    ];
    for (const variant of variants) expect((await fetchFile(variant)).status).toBe(403);
    await getStorage().delete(other);
  });

  it('serves a staff session without a signature, and 404 for a missing file', async () => {
    const staff = await signInAsNewStaff();
    try {
      const response = await fetchFile(`/api/files/${key}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe('inline');
      expect((await fetchFile(`/api/files/${userId}/1.pdf`)).status).toBe(404);
      expect((await fetchFile('/api/files/..%2F..%2Fauth-secret')).status).toBe(404);
    } finally {
      await staff.cleanup();
    }
  });

  it('deletes', async () => {
    await getStorage().delete(key);
    await expect(getStorage().get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
  });
});

describe('S3 storage against s3rver (STACK-NOTES 21)', () => {
  let server: S3rver;
  let storage: StorageDriver;
  const s3Dir = mkdtempSync(path.join(os.tmpdir(), 'agencia-s3rver-'));

  beforeAll(async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: 'documentos' }],
    });
    const { port } = await server.run();
    storage = s3StorageDriver({
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket: 'documentos',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(s3Dir, { recursive: true, force: true });
  });

  it('puts, gets, presigns a GET that expires, and deletes', async () => {
    const key = newStorageKey(userId, 'pdf');
    await storage.put(key, bytes, 'application/pdf');
    expect(await storage.get(key)).toEqual(bytes);

    const url = await storage.signedUrl(key, { downloadName: 'Proposta.pdf' });
    expect(url).toContain('X-Amz-Expires=3600');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('Proposta.pdf');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);

    // s3rver does not verify V4 signatures (real S3 does), but it enforces the expiry: the same URL
    // two hours later is refused.
    const later = url.replace(/X-Amz-Date=(\d{8}T\d{6}Z)/, (_, date: string) => {
      const iso = `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`;
      const earlier = new Date(Date.parse(iso) - 2 * 3600_000).toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
      return `X-Amz-Date=${earlier}`;
    });
    expect(later).not.toBe(url);
    expect((await fetch(later)).status).toBe(403);

    await storage.delete(key);
    await expect(storage.get(key)).rejects.toBeInstanceOf(StorageNotFoundError);
  });
});
