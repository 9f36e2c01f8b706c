import 'server-only';
import { readFileSync } from 'node:fs';
import { envRecord } from '@/server/platform/env';

export type P12Config = { bytes: Uint8Array; passphrase: string };

/**
 * The agency's PKCS#12 certificate for the PDF digital signature (D30), when configured:
 * SIGNATURE_P12_BASE64 or SIGNATURE_P12_PATH, with SIGNATURE_P12_PASSWORD. Without one, the hash and
 * the certificate page stand alone.
 */
export function p12FromEnv(env: Record<string, string | undefined> = envRecord()): P12Config | null {
  const passphrase = env.SIGNATURE_P12_PASSWORD ?? '';
  if (env.SIGNATURE_P12_BASE64) return { bytes: Buffer.from(env.SIGNATURE_P12_BASE64, 'base64'), passphrase };
  if (env.SIGNATURE_P12_PATH)
    return { bytes: readFileSync(/*turbopackIgnore: true*/ env.SIGNATURE_P12_PATH), passphrase };
  return null;
}
