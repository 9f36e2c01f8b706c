import 'server-only';

/** Document 001 §9: signed URL lifetime. */
export const SIGNED_URL_SECONDS = 3600;

// A key is 1–4 segments of letters, digits, '-', '_' and '.', each starting with a letter or digit:
// no '..', no absolute path, no backslash, no empty segment, so it can never leave the uploads folder.
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/;

export function isValidStorageKey(key: string): boolean {
  if (typeof key !== 'string' || key.length === 0 || key.length > 400) return false;
  const segments = key.split('/');
  return segments.length <= 4 && segments.every((s) => SEGMENT.test(s) && !s.includes('..'));
}

export function assertStorageKey(key: string): string {
  if (!isValidStorageKey(key)) throw new Error(`Chave de arquivo inválida: ${JSON.stringify(key)}`);
  return key;
}

const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  txt: 'text/plain; charset=utf-8',
};

/** The local disk keeps no metadata: the content type follows from the key's extension. */
export function contentTypeForKey(key: string): string {
  const ext = key.split('.').pop()?.toLowerCase() ?? '';
  return TYPES[ext] ?? 'application/octet-stream';
}
