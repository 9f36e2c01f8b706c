import 'server-only';
import path from 'node:path';

/** Environment read in one place (ARCHITECTURE.md, Environment). */
export const env = {
  get databaseUrl(): string | undefined {
    return process.env.DATABASE_URL || undefined;
  },
  get dataDir(): string {
    return path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || '.data');
  },
  /**
   * Public origin for links, cookies and auth. Required in production (D45): a silent
   * localhost fallback made e-mails carry localhost links and cookies lose `Secure`. `next build` runs
   * with NODE_ENV=production too, and may render pages without it; only the running server insists.
   */
  get appUrl(): string {
    const fromEnv = process.env.APP_URL;
    if (!fromEnv && this.isProduction && process.env.NEXT_PHASE !== 'phase-production-build') {
      throw new Error('APP_URL é obrigatório em produção (a origem pública, ex.: https://www.suaagencia.com.br).');
    }
    return (fromEnv || `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, '');
  },
  get isProduction(): boolean {
    return process.env.NODE_ENV === 'production';
  },
  /** Where the caller's address comes from (lib/client-address.ts; docs/operacao.md, Proxies e endereço do visitante). */
  get trustedProxy(): string | undefined {
    return process.env.TRUSTED_PROXY || undefined;
  },
  /** Set by the bench only: public actions allow this many calls a window from loopback (no forged addresses). */
  get loopbackRateLimit(): number | undefined {
    const value = Number(process.env.LOOPBACK_RATE_LIMIT);
    return Number.isInteger(value) && value > 0 ? value : undefined;
  },
};
