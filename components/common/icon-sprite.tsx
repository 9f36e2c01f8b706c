import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';

/**
 * Icons repeated on every row of a list, drawn once (D87, staff HTML). A lucide icon is ~400 bytes of SVG;
 * a list of 48 rows with two of them sent 40 kB of the same paths. `createIconSprite` answers a `Sprite`,
 * rendered once beside the list (a hidden <svg> of <symbol>s), and an `Icon` that points at it with <use>
 * (~100 bytes). The stroke follows the text colour (currentColor), and CSS sizes it like the lucide icon
 * it replaces (24×24 by default; `className` such as size-4, or a button's own svg rule).
 *
 * `prefix` keeps the ids of two lists on one page apart; the same sprite rendered twice repeats identical
 * symbols, which <use> resolves to the first.
 */
export function createIconSprite<Name extends string>(prefix: string, icons: Record<Name, LucideIcon>) {
  const id = (name: Name) => `${prefix}-${name}`;

  function Sprite() {
    return (
      <svg aria-hidden="true" focusable="false" width="0" height="0" className="absolute size-0 overflow-hidden">
        {(Object.entries(icons) as [Name, LucideIcon][]).map(([name, Glyph]) => (
          <symbol key={name} id={id(name)} viewBox="0 0 24 24">
            <Glyph />
          </symbol>
        ))}
      </svg>
    );
  }

  function Icon({ name, ...props }: { name: Name } & Omit<ComponentProps<'svg'>, 'children'>) {
    return (
      <svg aria-hidden="true" focusable="false" width="24" height="24" {...props}>
        <use href={`#${id(name)}`} />
      </svg>
    );
  }

  return { Sprite, Icon };
}
