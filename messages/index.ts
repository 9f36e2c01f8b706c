import base from './pt-BR.json';
import clientRecord from './pt-BR/clientRecord.json';
import contracts from './pt-BR/contracts.json';
import landingPages from './pt-BR/landingPages.json';
import payments from './pt-BR/payments.json';
import signatures from './pt-BR/signatures.json';

/**
 * The pt-BR catalogue: `pt-BR.json` holds the shared namespaces; each later feature keeps its own
 * namespace in `pt-BR/<namespace>.json` (one file per feature, so parallel work never edits the same file).
 * Import the catalogue from here, never a JSON file directly.
 */
const messages = { ...base, ...contracts, ...signatures, ...payments, ...landingPages, ...clientRecord };

export default messages;
export type Messages = typeof messages;
