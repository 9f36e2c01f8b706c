import { serverOnlyMessages } from './server';
import { staffMessages } from './staff';
import { agencyProfile } from './agency';
import { nfseErrors } from './nfse';
import nfseProfile from './pt-BR/nfseProfile.json';
import privacy from './pt-BR/privacy.json';
import siteEditor from './pt-BR/siteEditor.json';
import { siteText } from './site';

/**
 * The pt-BR catalogue: `pt-BR.json` holds the shared namespaces; each later feature keeps its own
 * namespace in `pt-BR/<namespace>.json` (one file per feature, so parallel work never edits the same file).
 * Import the catalogue from here, never a JSON file directly.
 */

/**
 * The whole catalogue, for the server. The back office's client provider takes `staffMessages`: the public site's
 * text (`site`, `contact`, `notFound`) and the privacy policy are rendered on the server or by the site's own
 * providers, and would otherwise ride in every staff screen's first load (D80); so are the namespaces only the server
 * reads (messages/server.ts, D196), and the fiscal screen's `nfseProfile` and `nfseErrors`, which that one screen
 * gives its forms (D226; its schema reads the errors as `nfseErrorText`, messages/nfse.ts), and the site editor's
 * `siteEditor`, which /configuracoes/site gives its review, hero and portfolio forms (D260, D261), and the agency
 * profile's `agencyProfile`, which /configuracoes/agencia gives its forms (messages/agency.ts).
 */
const messages = {
  ...staffMessages,
  ...serverOnlyMessages,
  ...siteText,
  ...privacy,
  ...nfseProfile,
  ...nfseErrors,
  ...agencyProfile,
  ...siteEditor,
};

export { staffMessages };

export default messages;
export type Messages = typeof messages;
