import { ensurePgliteTemplate } from './pglite-template';

/** Vitest global set-up of the PGlite integration run: the migrated database each file starts from. */
export default async function setup() {
  await ensurePgliteTemplate();
}
