/** The look of a card's "…" button, shared by the plain button and the menu's trigger (card-menu.tsx). */
export const MENU_BUTTON_CLASS =
  '-mt-1 -mr-1.5 flex size-7 shrink-0 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50';
