import agencyProfileFile from './pt-BR/agencyProfile.json';

const agencyProfile = { agencyProfile: agencyProfileFile.agencyProfile };

/**
 * The agency profile screen's texts (`agencyProfile`): read by its schema (lib/settings/agencia.ts) and its actions as
 * `agencyProfileText`, and given to its forms by /configuracoes/agencia. Kept out of `staffMessages` (`m`), so that
 * only that screen's bundle carries them (D80, D226's rule).
 */
export const agencyProfileText = agencyProfileFile.agencyProfile;

export { agencyProfile };
