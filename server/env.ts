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
  get appUrl(): string {
    return (process.env.APP_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, '');
  },
  get isProduction(): boolean {
    return process.env.NODE_ENV === 'production';
  },
  /** Where the caller's address comes from (lib/client-address.ts; README, Endereço do visitante). */
  get trustedProxy(): string | undefined {
    return process.env.TRUSTED_PROXY || undefined;
  },
  /** Set by the bench only: public actions allow this many calls a window from loopback (no forged addresses). */
  get loopbackRateLimit(): number | undefined {
    const value = Number(process.env.LOOPBACK_RATE_LIMIT);
    return Number.isInteger(value) && value > 0 ? value : undefined;
  },
};
