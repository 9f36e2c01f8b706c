/** The parts of Next's server-reference manifest (<distDir>/server/server-reference-manifest.json) used here. */
export type ServerReferenceManifest = {
  node?: Record<string, { workers?: Record<string, unknown>; filename?: string; exportedName?: string }>;
};

export type FoundAction = { id: string; exportedName: string; filename: string; pages: string[] };

/**
 * A server action's id by the file that defines it and its exported name. `names` may list several
 * candidate names (the first found wins), so a benchmark row can be written before the action is.
 */
export function findAction(
  manifest: ServerReferenceManifest,
  filename: string,
  names: readonly string[],
): FoundAction | null {
  const entries = Object.entries(manifest.node ?? {});
  for (const name of names) {
    for (const [id, entry] of entries) {
      if (entry.filename === filename && entry.exportedName === name) {
        return { id, exportedName: name, filename, pages: Object.keys(entry.workers ?? {}) };
      }
    }
  }
  return null;
}

/**
 * The URL path of an app-router entry ("app/(backoffice)/clientes/page" → "/clientes"); null for
 * dynamic routes ([id]) and route handlers, which need a concrete path.
 */
export function pagePathOfWorker(worker: string): string | null {
  const match = /^app(\/.*)?\/page$/.exec(worker);
  if (!match) return null;
  const segments = (match[1] ?? '')
    .split('/')
    .filter((segment) => segment && !/^\(.*\)$/.test(segment) && !segment.startsWith('@'));
  if (segments.some((segment) => segment.startsWith('['))) return null;
  return `/${segments.join('/')}`;
}

/** The first page that can post to an action, as a path; null when all of them are dynamic. */
export function actionPagePath(action: FoundAction): string | null {
  for (const worker of action.pages) {
    const path = pagePathOfWorker(worker);
    if (path) return path;
  }
  return null;
}

/**
 * Whether a server action's RSC response carries a successful result (`{ ok: true, ... }`): the
 * wrappers in server/action.ts return `{ ok, data } | { ok: false, error }`.
 */
export function actionSucceeded(status: number, body: string): boolean {
  return status === 200 && /"ok":\s*true/.test(body) && !/"ok":\s*false/.test(body);
}
