import 'server-only';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { contentDisposition } from './disposition';
import { SIGNED_URL_SECONDS, assertStorageKey } from './keys';
import { StorageNotFoundError, type StorageDriver } from './types';
import { envRecord } from '@/server/platform/env';

export type S3Config = {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

/** The S3_* variables (docs/operacao.md, Arquivos), or null when no bucket is configured. */
export function s3Config(source: Record<string, string | undefined> = envRecord()): S3Config | null {
  const bucket = source.S3_BUCKET;
  if (!bucket) return null;
  const accessKeyId = source.S3_ACCESS_KEY_ID;
  const secretAccessKey = source.S3_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) {
    throw new Error('S3_BUCKET está definido, mas faltam S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY.');
  }
  return {
    endpoint: source.S3_ENDPOINT || undefined,
    region: source.S3_REGION || 'us-east-1',
    bucket,
    accessKeyId,
    secretAccessKey,
    // Supabase Storage, MinIO and most self-hosted services need path-style URLs.
    forcePathStyle: /^(1|true|yes)$/i.test(source.S3_FORCE_PATH_STYLE ?? (source.S3_ENDPOINT ? 'true' : 'false')),
  };
}

function isNotFound(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata?.httpStatusCode === 404;
  }
  return false;
}

/** Any S3-compatible service; signed URLs are presigned GETs. */
export function s3StorageDriver(config: S3Config): StorageDriver {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  const Bucket = config.bucket;
  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: assertStorageKey(key), Body: bytes, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const result = await client.send(new GetObjectCommand({ Bucket, Key: assertStorageKey(key) }));
        if (!result.Body) throw new StorageNotFoundError(key);
        return await result.Body.transformToByteArray();
      } catch (error) {
        if (isNotFound(error)) throw new StorageNotFoundError(key);
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertStorageKey(key) }));
    },
    async signedUrl(key, opts = {}) {
      const command = new GetObjectCommand({
        Bucket,
        Key: assertStorageKey(key),
        ResponseContentDisposition: opts.downloadName ? contentDisposition('attachment', opts.downloadName) : undefined,
        ResponseCacheControl: 'private, no-store',
      });
      return getSignedUrl(client, command, { expiresIn: opts.expiresIn ?? SIGNED_URL_SECONDS });
    },
  };
}
