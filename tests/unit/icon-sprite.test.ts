import { Eye, Pencil } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createIconSprite } from '@/components/common/icon-sprite';

describe('createIconSprite (D87: a list draws each repeated icon once)', () => {
  const icons = createIconSprite('rows', { eye: Eye, pencil: Pencil });

  it('renders one hidden symbol per icon, holding the lucide drawing', () => {
    const html = renderToStaticMarkup(createElement(icons.Sprite));
    expect(html.match(/<symbol /g)).toHaveLength(2);
    expect(html).toContain('id="rows-eye"');
    expect(html).toContain('id="rows-pencil"');
    expect(html).toContain('aria-hidden="true"');
    // The same paths lucide draws, so the icon looks the same.
    expect(html).toContain(renderToStaticMarkup(createElement(Eye)).match(/<path d="[^"]+"/)![0]);
  });

  it('points each icon at its symbol, sized like lucide unless a class says otherwise, hidden from readers', () => {
    const html = renderToStaticMarkup(createElement(icons.Icon, { name: 'pencil', className: 'size-4' }));
    expect(html).toBe(
      '<svg aria-hidden="true" focusable="false" width="24" height="24" class="size-4"><use href="#rows-pencil"></use></svg>',
    );
    // Far smaller than the icon it replaces: that is the point.
    expect(html.length * 3).toBeLessThan(renderToStaticMarkup(createElement(Pencil)).length);
  });
});
