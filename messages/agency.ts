import agencyProfile from './pt-BR/agencyProfile.json';

/**
 * The agency profile screen's texts (`agencyProfile`): read by its schema (lib/settings/agencia.ts) and its actions as
 * `agencyProfileText`, imported from here and not through lib/messages (a re-export there would ride into every chunk
 * that reads `m`), and given to its forms by /configuracoes/agencia. Kept out of `staffMessages` (`m`), so that
 * only that screen's bundle carries them (D80, D226's rule).
 */
export const agencyProfileText = agencyProfile.agencyProfile;

export { agencyProfile };
