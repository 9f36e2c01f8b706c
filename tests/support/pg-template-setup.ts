import { makePgTemplate } from './pg-template';

/** Vitest global set-up of the PostgreSQL integration run: the migrated database each file is copied from. */
export default async function setup() {
  await makePgTemplate();
}
