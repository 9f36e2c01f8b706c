import { useState } from 'react';

/**
 * True from the first time `open` is true, and from then on: a dialog loaded on demand mounts when it is
 * first wanted and stays mounted afterwards, so that its closing animation and its state survive a close.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
