import backofficeNav from './pt-BR/backofficeNav.json';
import danfse from './pt-BR/danfse.json';
import errors from './pt-BR/errors.json';
import http from './pt-BR/http.json';
import nfseNote from './pt-BR/nfseNote.json';
import nfseNotes from './pt-BR/nfseNotes.json';
import proposalMail from './pt-BR/proposalMail.json';
import serverPages from './pt-BR/serverPages.json';

/**
 * Namespaces only server code reads (D196): the pages' getTranslations (the back office's layout, the settings
 * area, the overview's Pix notice), the request gate's `http`, the unavailable page's `errors` (the client error
 * views import `pt-BR/errors.json` themselves), the timeline's labels, the DANFSe's `danfse` (D221), the charge's
 * note card and its refusals `nfseNote` (D240: the card gives its buttons their texts as props), the list of notes'
 * `nfseNotes` (a server page, D253), the new version's e-mail `proposalMail` (D271). They are in the whole catalogue
 * (messages/index.ts, `import serverText from '@/messages'`), never in `staffMessages` or `m`:
 * tests/unit/staff-messages.test.ts fails when client code asks for one of them.
 */
export const serverOnlyMessages = {
  ...backofficeNav,
  ...danfse,
  ...errors,
  ...http,
  ...nfseNote,
  ...nfseNotes,
  ...proposalMail,
  ...serverPages,
};

export const SERVER_ONLY_NAMESPACES = Object.keys(serverOnlyMessages);
