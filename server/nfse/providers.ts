import 'server-only';
import { readEnv } from '@/server/platform/env';
import type { NfseCertificate, NfseProvider } from './provider';
import { sandboxNfseProvider } from './sandbox-provider';
import { DEFAULT_TIMEOUT_MS, sefinNfseProvider } from './sefin-provider';

/**
 * The NFS-e provider chosen by configuration (D210, docs/operacao.md, "NFS-e"): the Sefin Nacional's API at
 * `NFSE_SEFIN_URL` (the national address, either environment, or a municipality's own that takes the national DPS),
 * each call limited to `NFSE_TIMEOUT_MS` (30 s); without it, the offline sandbox (D211). The certificate is the
 * caller's (the fiscal profile reads it); a Sefin without one is a configuration error, said as such.
 */
export type NfseSettings = { baseUrl: string; timeoutMs: number };

export function nfseSettings(): NfseSettings | null {
  const { NFSE_SEFIN_URL, NFSE_TIMEOUT_MS } = readEnv();
  if (!NFSE_SEFIN_URL) return null;
  const timeout = Number(NFSE_TIMEOUT_MS);
  return {
    baseUrl: NFSE_SEFIN_URL.replace(/\/+$/, ''),
    timeoutMs: Number.isInteger(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS,
  };
}

export function nfseProvider(certificate: NfseCertificate | null, options: { ca?: string } = {}): NfseProvider {
  const settings = nfseSettings();
  if (!settings) return sandboxNfseProvider;
  if (!certificate) throw new Error('NFSE_SEFIN_URL está definido, mas a empresa não tem certificado A1 cadastrado.');
  return sefinNfseProvider({ ...settings, certificate, ...options });
}
