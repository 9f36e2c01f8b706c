/** One leaf part of a MIME message as nodemailer writes it: its content type, file name and decoded bytes. */
export type MailPart = { contentType: string; filename: string | null; body: Buffer };

function decode(body: string, encoding: string): Buffer {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const text = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < text.length; i++) {
      if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
        bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
        i += 2;
      } else bytes.push(...Buffer.from(text[i], 'utf8'));
    }
    return Buffer.from(bytes);
  }
  return Buffer.from(body, 'utf8');
}

/** Headers unfolded, by lower-case name. */
function headersOf(block: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) map.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim());
  }
  return map;
}

/**
 * The leaf parts of a raw e-mail (the .eml of the outbox, what an SMTP server receives), multiparts walked: enough
 * MIME to read the attachments a test checks, no more.
 */
export function mailParts(raw: string): MailPart[] {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = headersOf(split < 0 ? raw : raw.slice(0, split));
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const pieces = body.split(`--${boundary}`).slice(1);
    return pieces.filter((piece) => !piece.startsWith('--')).flatMap((piece) => mailParts(piece.replace(/^\r?\n/, '')));
  }
  const disposition = headers.get('content-disposition') ?? '';
  const filename =
    /filename\*?=(?:utf-8'')?"?([^";]+)"?/i.exec(disposition)?.[1] ?? /name="?([^";]+)"?/i.exec(type)?.[1] ?? null;
  return [
    {
      contentType: type.split(';')[0].trim().toLowerCase(),
      filename,
      body: decode(body, (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase()),
    },
  ];
}
