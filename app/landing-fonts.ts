import localFont from 'next/font/local';

/**
 * The landing pages' four fonts (document 001 §9: Inter, Roboto, Open Sans, Poppins), self-hosted like
 * the site's Inter. Not preloaded: a browser downloads a font's file only when a page uses it. Shown
 * only when it arrives in time for the first paint (`optional`): a landing page never jumps when its
 * font arrives late (a visitor from an ad on a slow phone reads it in the system font instead, and the
 * font is cached for the next page).
 */
export const lpInter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-lp-inter',
  display: 'optional',
  weight: '100 900',
  preload: false,
});

export const roboto = localFont({
  src: '../node_modules/@fontsource-variable/roboto/files/roboto-latin-wght-normal.woff2',
  variable: '--font-roboto',
  display: 'optional',
  weight: '100 900',
  preload: false,
});

export const openSans = localFont({
  src: '../node_modules/@fontsource-variable/open-sans/files/open-sans-latin-wght-normal.woff2',
  variable: '--font-open-sans',
  display: 'optional',
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
  display: 'optional',
  preload: false,
});

/** The class that defines the three variables, for the element that wraps a landing page. */
export const landingFontVariables = `${lpInter.variable} ${roboto.variable} ${openSans.variable} ${poppins.variable}`;
