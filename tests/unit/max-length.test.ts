import { describe, expect, it } from 'vitest';
import { stringMax } from '@/lib/validation/max-length';
import { HERO_LIMITS, ZHeroTextForm } from '@/lib/site/forms';
import { ZProposalContent, ZProposalForm } from '@/lib/validation/proposals';
import { z } from '@/lib/zod';

describe("a text field's limit is read from its schema (D268)", () => {
  it('reads .max() through trim, refine, optional, nullable, default and transform', () => {
    expect(stringMax(z.string().trim().max(60))).toBe(60);
    expect(stringMax(z.string().max(30).optional())).toBe(30);
    expect(stringMax(z.string().max(30).nullable().default(null))).toBe(30);
    expect(
      stringMax(
        z
          .string()
          .max(12)
          .transform((s) => s.length),
      ),
    ).toBe(12);
  });

  it('says null where there is no limit, or no string', () => {
    expect(stringMax(z.string())).toBeNull();
    expect(stringMax(z.number().max(3))).toBeNull();
  });

  it("gives the proposal form's and the hero form's limits", () => {
    expect(stringMax(ZProposalForm.shape.nome)).toBe(200);
    expect(stringMax(ZProposalContent.shape.descricao)).toBe(5000);
    expect(stringMax(ZProposalContent.shape.prazo)).toBe(200);
    expect(stringMax(ZHeroTextForm.shape.subtitle)).toBe(HERO_LIMITS.subtitle);
  });
});
