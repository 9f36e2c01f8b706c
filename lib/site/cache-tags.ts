/**
 * Next cache tags of the public pages whose content staff edit in /configuracoes (D105): every page that reads
 * the content carries the tag, so one save revalidates them all, the project pages included, whatever their ids.
 */
export const SITE_CONTENT_TAG = 'site-content';
export const PROPOSAL_WORDING_TAG = 'proposal-wording';
