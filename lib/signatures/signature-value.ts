/** A drawn signature travels as a PNG data URL; a typed one is plain text. (No dependencies: the signing page's first load imports this.) */
export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';

export function isDrawnSignature(value: string): boolean {
  return value.startsWith(PNG_DATA_URL_PREFIX);
}
