import base from './pt-BR.json';
import agencyProfile from './pt-BR/agencyProfile.json';
import backofficeNav from './pt-BR/backofficeNav.json';
import clientRecord from './pt-BR/clientRecord.json';
import contracts from './pt-BR/contracts.json';
import errors from './pt-BR/errors.json';
import followups from './pt-BR/followups.json';
import http from './pt-BR/http.json';
import landingPages from './pt-BR/landingPages.json';
import payments from './pt-BR/payments.json';
import portal from './pt-BR/portal.json';
import resilience from './pt-BR/resilience.json';
import pipeline from './pt-BR/pipeline.json';
import pix from './pt-BR/pix.json';
import signatures from './pt-BR/signatures.json';
import siteSettings from './pt-BR/siteSettings.json';
import privacy from './pt-BR/privacy.json';
import proposalWording from './pt-BR/proposalWording.json';
import team from './pt-BR/team.json';
import whatsapp from './pt-BR/whatsapp.json';

/**
 * The pt-BR catalogue: `pt-BR.json` holds the shared namespaces; each later feature keeps its own
 * namespace in `pt-BR/<namespace>.json` (one file per feature, so parallel work never edits the same file).
 * Import the catalogue from here, never a JSON file directly.
 */
export const staffMessages = {
  ...base,
  ...agencyProfile,
  ...backofficeNav,
  ...clientRecord,
  ...contracts,
  ...errors,
  ...signatures,
  ...payments,
  ...landingPages,
  ...portal,
  ...team,
  ...pipeline,
  ...followups,
  ...http,
  ...resilience,
  ...pix,
  ...whatsapp,
  ...siteSettings,
  ...proposalWording,
};

/**
 * The whole catalogue, for the server. The back office's client provider takes `staffMessages`: the public privacy
 * policy's text is rendered on the server only and would otherwise ride in every staff screen's first load (D80).
 */
const messages = { ...staffMessages, ...privacy };

export default messages;
export type Messages = typeof messages;
