import 'server-only';
import { apiPixProvider } from './api-provider';
import { pixApiConfig, pixProviderName } from './config';
import { PixApiError } from './errors';
import type { PixProvider } from './provider';
import { sandboxPixProvider } from './sandbox-provider';

/**
 * D20: the Pix provider chosen by configuration (config.ts), like the payment provider (D16). The API provider is
 * made once per process and kept: its token and its TLS connections are reused across calls.
 */
const store = globalThis as unknown as { __pixApiProvider?: PixProvider };

export function currentPixProvider(): PixProvider {
  const name = pixProviderName();
  if (name === 'static') return { kind: 'static' };
  if (name === 'sandbox') return sandboxPixProvider;
  if (!store.__pixApiProvider) {
    const config = pixApiConfig();
    if (!config.ok) throw new PixApiError('notConfigured');
    store.__pixApiProvider = apiPixProvider(config.config);
  }
  return store.__pixApiProvider;
}

/** Tests only: forget the kept API provider after changing the environment. */
export function resetPixProvider(): void {
  store.__pixApiProvider = undefined;
}
