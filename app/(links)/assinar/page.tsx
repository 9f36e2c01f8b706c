import type { Metadata } from 'next';
import { PrivacyNotice } from '@/components/privacy/privacy-notice';
import { PublicShell } from '@/components/signatures/signing/public-shell';
import { SigningLinkView } from '@/components/signatures/signing/signing-link-view';
import { getAgency } from '@/server/agency/profile';
import { m } from '@/lib/messages';
import { SIGNING_EARLY_FETCH } from '@/lib/signatures/signing-view';

export const metadata: Metadata = {
  title: m.signatures.sign.title,
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

/**
 * /assinar/{token} (D13, D29): next.config.ts rewrites every signing address here. This shell is
 * the same for every recipient, so it is prerendered and served from the cache (D86: the page people
 * sign on, often on a phone, at the public pages' speed); nothing of a token is ever stored in a cache.
 * The link's own data (state, fields, the PDF's signed URL) comes from POST /api/signatures/link.
 */
export default async function SigningPage() {
  const { name, email } = await getAgency();
  return (
    <PublicShell wide>
      {/* Starts the link's data request while the page is read (lib/signatures/signing-view.ts); hashed by the CSP. */}
      <script dangerouslySetInnerHTML={{ __html: SIGNING_EARLY_FETCH }} />
      <SigningLinkView
        agency={{ name, email }}
        texts={{ link: m.signatures.link, sign: m.signatures.sign }}
        signerTexts={{ code: m.signatures.code, refuse: m.signatures.refuse }}
        privacy={<PrivacyNotice className="text-center" />}
      />
    </PublicShell>
  );
}
