import localFont from 'next/font/local';

// Self-hosted (the build machine has no network): Inter variable, Latin subset covers Portuguese.
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  display: 'swap',
  weight: '100 900',
  // Not preloaded: text paints at once in the size-adjusted fallback (no layout shift) and the 48 kB
  // file no longer competes with the page's first bytes on a slow phone connection.
  preload: false,
});
