import { crc32, deflateSync } from 'node:zlib';

type PngSpec = {
  width: number;
  height: number;
  bitDepth?: number;
  colorType?: number;
  interlace?: number;
  idat?: Buffer;
  trailing?: Buffer;
};

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A PNG whose header says what the test wants, whatever its image data holds: the "PNG bomb" of D41
 * is a few hundred bytes declaring 8000×8000 pixels.
 */
export function makePng(spec: PngSpec): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(spec.width, 0);
  ihdr.writeUInt32BE(spec.height, 4);
  ihdr[8] = spec.bitDepth ?? 8;
  ihdr[9] = spec.colorType ?? 6;
  ihdr[12] = spec.interlace ?? 0;
  const idat = spec.idat ?? deflateSync(Buffer.alloc(Math.min(spec.height, 64) * (Math.min(spec.width, 64) * 4 + 1)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
    spec.trailing ?? Buffer.alloc(0),
  ]);
}

export const pngDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** A real, honest image of the given size (all transparent), as the signing canvas would send. */
export function honestPng(width: number, height: number): Buffer {
  return makePng({ width, height, idat: deflateSync(Buffer.alloc(height * (width * 4 + 1))) });
}
