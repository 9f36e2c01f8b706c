import { z } from '@/lib/zod';
import { fill, m } from '@/lib/messages';
import { MAX_FIELDS, POSITION_MAX } from '@/lib/signatures/editor';
import { FIELD_TYPES } from '@/lib/signatures/fields';

const e = m.signatures.editor;
const invalid = m.common.invalidData;
const percent = (max: number) => z.number(invalid).finite(invalid).min(0, invalid).max(max, invalid);

/** One field as the editor saves it (document 001 §3 Signature field, §5 clamp 0–85). */
export const ZSignatureFieldInput = z
  .object({
    fieldType: z.enum(FIELD_TYPES, invalid),
    label: z.string(invalid).trim().max(200, invalid),
    xPosition: percent(POSITION_MAX),
    yPosition: percent(POSITION_MAX),
    width: percent(100).positive(invalid),
    height: percent(100).positive(invalid),
    pageNumber: z.number(invalid).int(invalid).min(1, e.invalidPage).max(10_000, e.invalidPage),
    isRequired: z.boolean(invalid),
    placeholder: z.string(invalid).trim().max(200, invalid).nullable().optional(),
  })
  .refine((f) => f.xPosition + f.width <= 100 + 1e-6 && f.yPosition + f.height <= 100 + 1e-6, invalid);

/** "Salvar Campos": the full list replaces the document's fields (§7). */
export const ZSaveSignatureFields = z.object({
  documentId: z.uuid(invalid),
  fields: z.array(ZSignatureFieldInput).max(MAX_FIELDS, fill(e.tooMany, { max: MAX_FIELDS })),
});
export type TSaveSignatureFields = z.input<typeof ZSaveSignatureFields>;
