import type { FieldType } from './fields';

/**
 * The palette's order (document 001 §9). Same list as FIELD_TYPES in ./fields, kept here so that the
 * editor's bundle does not carry that module's server-side checks (a unit test keeps them equal).
 */
export const PALETTE_TYPES = [
  'signature',
  'text',
  'date',
  'cpf',
  'phone',
  'email',
] as const satisfies readonly FieldType[];

/** Document 001 §9: new field size (percent of the page), clamp of positions. */
export const NEW_FIELD = { width: 15, height: 5, isRequired: true } as const;
export const POSITION_MAX = 85;
export const MAX_FIELDS = 200;

export type EditorField = {
  /** Local id in the editor; the database gives new ids on save (replace-all). */
  key: string;
  fieldType: FieldType;
  label: string;
  xPosition: number;
  yPosition: number;
  width: number;
  height: number;
  pageNumber: number;
  isRequired: boolean;
  placeholder: string | null;
};

/** §5: positions are clamped to 0–85 percent; two decimals are plenty on any screen. */
export function clampPosition(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(POSITION_MAX, Math.max(0, value)) * 100) / 100;
}

export function isFieldType(value: string): value is FieldType {
  return (PALETTE_TYPES as readonly string[]).includes(value);
}

/** The label a new field starts with: its type's name, numbered when the type repeats. */
export function defaultFieldLabel(typeLabel: string, existing: readonly { label: string }[]): string {
  const taken = new Set(existing.map((f) => f.label));
  if (!taken.has(typeLabel)) return typeLabel;
  for (let n = 2; ; n++) if (!taken.has(`${typeLabel} ${n}`)) return `${typeLabel} ${n}`;
}

/**
 * §4 Field editor: a field type dropped on the page at (x, y) in percent of the page (the dragged
 * chip's top-left corner), on the page shown. 15% × 5%, required (§9).
 */
export function newField(
  key: string,
  fieldType: FieldType,
  label: string,
  x: number,
  y: number,
  pageNumber: number,
): EditorField {
  return {
    key,
    fieldType,
    label,
    xPosition: clampPosition(x),
    yPosition: clampPosition(y),
    width: NEW_FIELD.width,
    height: NEW_FIELD.height,
    pageNumber,
    isRequired: NEW_FIELD.isRequired,
    placeholder: null,
  };
}

/** A field moved by a drag of (dx, dy) pixels over a page of (width, height) pixels. */
export function moveField(
  field: EditorField,
  dx: number,
  dy: number,
  page: { width: number; height: number },
): EditorField {
  if (!page.width || !page.height) return field;
  return {
    ...field,
    xPosition: clampPosition(field.xPosition + (dx / page.width) * 100),
    yPosition: clampPosition(field.yPosition + (dy / page.height) * 100),
  };
}

/** A point in pixels inside a box, as percent of it. */
export function toPercent(px: number, size: number): number {
  return size > 0 ? (px / size) * 100 : 0;
}
