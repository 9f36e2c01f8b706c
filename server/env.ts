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
};
