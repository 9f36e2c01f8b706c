/**
 * A staff table that becomes one card per row on a phone (below md): the header row is only read by
 * screen readers, each cell shows its column's name (`data-label`) above its value, in two columns.
 * From md up it is the plain table.
 */
export const stacked = {
  table: 'w-full text-sm max-md:block',
  thead: 'max-md:sr-only',
  tbody: 'max-md:block',
  row: 'max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-3 max-md:p-4',
  cell: 'max-md:block max-md:min-w-0 max-md:p-0 max-md:before:mb-0.5 max-md:before:block max-md:before:text-xs max-md:before:font-medium max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)]',
  /** A cell that takes the card's whole width (the name, the actions). */
  wide: 'max-md:col-span-2',
  /** The actions cell: no label, buttons from the left. */
  actions: 'max-md:col-span-2 max-md:before:hidden max-md:[&>div]:justify-start max-md:[&>div]:-ml-2',
} as const;
