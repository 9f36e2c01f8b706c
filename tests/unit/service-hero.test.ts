import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { heroImageFor } from '@/components/site/service-page';
import { SERVICE_TAGS } from '@/content/types';

describe("service pages' hero pictures", () => {
  it('draw no text behind the headline', () => {
    for (const tag of [...SERVICE_TAGS, 'desconhecida']) {
      const svg = readFileSync(path.join('public', heroImageFor(tag)), 'utf8');
      expect(svg, tag).not.toMatch(/<text\b/);
    }
  });
});
