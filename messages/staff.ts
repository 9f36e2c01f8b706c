import base from './pt-BR.json';
import agencyProfile from './pt-BR/agencyProfile.json';
import backofficeNav from './pt-BR/backofficeNav.json';
import clientRecord from './pt-BR/clientRecord.json';
import chargeGuard from './pt-BR/chargeGuard.json';
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
import proposalWording from './pt-BR/proposalWording.json';
import protectedChanges from './pt-BR/protectedChanges.json';
import team from './pt-BR/team.json';
import whatsapp from './pt-BR/whatsapp.json';

/**
 * The back office's client catalogue (components/i18n/staff-intl-provider.tsx): every namespace but the public
 * site's (`pt-BR/site.json`) and the privacy policy's, which only the server and the site's own providers read;
 * kept in its own module so that their text is not bundled into every staff screen's first load (D80).
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
  ...protectedChanges,
  ...chargeGuard,
};
