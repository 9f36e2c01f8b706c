import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(file, 'utf8');
const HEADER_PX = 64; // h-16, the site's fixed header and the back office's sticky one

describe('nothing hides under the 4rem header', () => {
  it("scrolls whatever the browser brings into view (a form's first error) below the header", () => {
    const rem = Number(/scroll-padding-top:\s*([\d.]+)rem/.exec(read('app/globals.css'))?.[1]);
    expect(rem * 16).toBeGreaterThan(HEADER_PX);
    expect(read('components/site/contact-form.tsx')).toMatch(/\[aria-invalid="true"\]'\)\?\.focus\(\)/);
  });

  it("keeps toasts below the header's buttons, on a desktop and on a phone", () => {
    const sonner = read('components/ui/sonner.tsx');
    expect(Number(/offset=\{\{ top: (\d+)/.exec(sonner)?.[1])).toBeGreaterThan(HEADER_PX);
    expect(Number(/mobileOffset=\{\{ top: (\d+)/.exec(sonner)?.[1])).toBeGreaterThan(HEADER_PX);
  });
});
