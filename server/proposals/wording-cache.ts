import 'server-only';
import { unstable_cache } from 'next/cache';
import { PROPOSAL_WORDING_TAG } from '@/lib/site/cache-tags';
import { getDb } from '@/server/platform/db/client';
import { loadProposalWording } from './wording';

/**
 * The wording as the cached public proposal pages read it: under PROPOSAL_WORDING_TAG, so that a save revalidates
 * every proposal page at once (D107). Only pages import this (Next's data cache exists only inside Next).
 */
export const getCachedProposalWording = unstable_cache(
  async () => loadProposalWording(await getDb()),
  ['proposal-wording'],
  { tags: [PROPOSAL_WORDING_TAG], revalidate: 86_400 },
);
