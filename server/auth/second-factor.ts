import 'server-only';

/** The page where the second factor is typed (D71). */
export const SECOND_FACTOR_PATH = '/auth/dois-fatores';

/**
 * Where the password step leads: straight on, or to the code page when better-auth's twoFactor plugin
 * answered `twoFactorRedirect` (it then holds the person in a signed cookie, not in a session).
 */
export function afterPasswordStep(result: unknown, destination: string): string {
  const needsCode =
    typeof result === 'object' && result !== null && 'twoFactorRedirect' in result && Boolean(result.twoFactorRedirect);
  return needsCode ? `${SECOND_FACTOR_PATH}?from=${encodeURIComponent(destination)}` : destination;
}
