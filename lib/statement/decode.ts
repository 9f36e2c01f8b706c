/**
 * The text of an OFX file from its bytes. OFX 1.0.2 (SGML) names its character set in the header (`CHARSET:1252`,
 * `CHARSET:ISO-8859-1`, `ENCODING:UTF-8`); OFX 2 is XML and names it in `<?xml … encoding="…"?>` (UTF-8 when
 * absent). Brazilian banks mostly send windows-1252 or ISO-8859-1. One exception is made: a file that declares a
 * single-byte set but is valid UTF-8 with accented letters is read as UTF-8 (some banks export UTF-8 under a
 * 1252 header; a real windows-1252 text is almost never valid UTF-8 with multi-byte sequences).
 */
const SINGLE_BYTE = 'windows-1252';

function declaredCharset(head: string): string {
  const xml = /<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/i.exec(head);
  if (xml) return xml[1].toLowerCase();
  if (/<\?xml|<\?OFX/i.test(head)) return 'utf-8';
  const encoding = /^ENCODING:\s*(\S+)/im.exec(head)?.[1]?.toUpperCase();
  const charset = /^CHARSET:\s*(\S+)/im.exec(head)?.[1]?.toUpperCase();
  if (encoding === 'UTF-8' || encoding === 'UNICODE') return 'utf-8';
  if (charset === '1252' || charset === 'WINDOWS-1252') return SINGLE_BYTE;
  if (charset && /8859-?1$/.test(charset)) return 'iso-8859-1';
  return SINGLE_BYTE;
}

function strictUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export function decodeOfx(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  const charset = declaredCharset(head);
  if (charset !== 'utf-8' && bytes.some((b) => b >= 0x80)) {
    const utf8 = strictUtf8(bytes);
    if (utf8 !== null) return utf8;
  }
  try {
    return new TextDecoder(charset).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder(SINGLE_BYTE).decode(bytes);
  }
}
