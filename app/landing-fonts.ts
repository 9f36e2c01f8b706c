import localFont from 'next/font/local';

/**
 * The landing pages' other three fonts (document 001 §9: Inter, Roboto, Open Sans, Poppins), self-hosted
 * like Inter. Not preloaded: a browser downloads a font's file only when a page uses it.
 */
export const roboto = localFont({
  src: '../node_modules/@fontsource-variable/roboto/files/roboto-latin-wght-normal.woff2',
  variable: '--font-roboto',
  display: 'swap',
  weight: '100 900',
  preload: false,
});

export const openSans = localFont({
  src: '../node_modules/@fontsource-variable/open-sans/files/open-sans-latin-wght-normal.woff2',
  variable: '--font-open-sans',
  display: 'swap',
  weight: '300 800',
  preload: false,
});

export const poppins = localFont({
  src: [
    { path: '../node_modules/@fontsource/poppins/files/poppins-latin-400-normal.woff2', weight: '400' },
    { path: '../node_modules/@fontsource/poppins/files/poppins-latin-600-normal.woff2', weight: '600' },
    { path: '../node_modules/@fontsource/poppins/files/poppins-latin-700-normal.woff2', weight: '700' },
    { path: '../node_modules/@fontsource/poppins/files/poppins-latin-800-normal.woff2', weight: '800' },
  ],
  variable: '--font-poppins',
  display: 'swap',
  preload: false,
});

/** The class that defines the three variables, for the element that wraps a landing page. */
export const landingFontVariables = `${roboto.variable} ${openSans.variable} ${poppins.variable}`;
