import base from './pt-BR.json';
import checklist from './pt-BR/checklist.json';
import clientRecord from './pt-BR/clientRecord.json';
import chargeGuard from './pt-BR/chargeGuard.json';
import contracts from './pt-BR/contracts.json';
import followups from './pt-BR/followups.json';
import forms from './pt-BR/forms.json';
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
 * The back office's client catalogue (components/i18n/staff-intl-provider.tsx) and `m` (lib/messages.ts): the
 * namespaces client code reads. The public site's (`pt-BR/site.json`), the privacy policy's and those only server
 * code reads (messages/server.ts) are kept out, since this chunk is in every staff screen's first load (D80, D196).
 */
export const staffMessages = {
  ...base,
  ...checklist,
  ...clientRecord,
  ...contracts,
  ...signatures,
  ...payments,
  ...landingPages,
  ...portal,
  ...team,
  ...pipeline,
  ...followups,
  ...resilience,
  ...pix,
  ...whatsapp,
  ...siteSettings,
  ...proposalWording,
  ...protectedChanges,
  ...chargeGuard,
  ...forms,
};
