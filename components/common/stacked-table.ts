/**
 * A staff table that becomes one card per row on a phone (below md): the header row is only read by
 * screen readers, each cell shows its column's name (its `data-label`) above its value, in two columns.
 * From md up it is the plain table. The rules sit on the table (for its rows and cells), so that a long
 * list does not repeat them on every cell.
 */
export const stacked = {
  table: [
    'w-full text-sm max-md:block max-md:[&_tbody]:block',
    'max-md:[&_thead]:sr-only',
    // Rows below the first screen are laid out when they near it (render-later in app/globals.css, D87).
    'max-md:[&_tbody_tr]:render-later max-md:[&_tbody_tr]:[--render-later-h:12rem]',
    'max-md:[&_tbody_tr]:grid max-md:[&_tbody_tr]:grid-cols-2 max-md:[&_tbody_tr]:gap-x-4 max-md:[&_tbody_tr]:gap-y-3 max-md:[&_tbody_tr]:p-4',
    'max-md:[&_td]:block max-md:[&_td]:min-w-0 max-md:[&_td]:p-0',
    'max-md:[&_td]:before:mb-0.5 max-md:[&_td]:before:block max-md:[&_td]:before:text-xs max-md:[&_td]:before:font-medium max-md:[&_td]:before:text-muted-foreground max-md:[&_td]:before:content-[attr(data-label)]',
  ].join(' '),
  /** A cell that takes the card's whole width (the name, the description). */
  wide: 'max-md:col-span-2',
  /** The actions cell: no label, buttons from the left. */
  actions: 'max-md:col-span-2 max-md:before:hidden max-md:[&>div]:-ml-2 max-md:[&>div]:justify-start',
} as const;
