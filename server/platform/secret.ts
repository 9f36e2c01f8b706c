import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env, readEnv } from '@/server/platform/env';

/**
 * AUTH_SECRET signs session cookies. Production refuses to start without it; development makes one
 * per data folder so that a fresh clone needs no set-up and sessions survive restarts.
 */
export function getAuthSecret(): string {
  const fromEnv = readEnv().AUTH_SECRET || readEnv().BETTER_AUTH_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('AUTH_SECRET deve ter pelo menos 32 caracteres.');
    return fromEnv;
  }
  if (env.isProduction && !readEnv().ALLOW_DEV_SECRET) {
    throw new Error('AUTH_SECRET é obrigatório em produção (gere um com: openssl rand -base64 32).');
  }
  const file = path.join(env.dataDir, 'auth-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(env.dataDir, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
