import nfseErrors from './pt-BR/nfseErrors.json';

/**
 * The fiscal screen's refusals (`nfseErrors`): read by its forms' schema (lib/nfse) and its actions through
 * `lib/messages` (`nfseErrorText`), and given to its forms by the screen with `nfseProfile`. Kept out of
 * `staffMessages` (`m`), so that only the fiscal screen's bundle carries them (D80, D226).
 */
export const nfseErrorText = nfseErrors.nfseErrors;

export { nfseErrors };
