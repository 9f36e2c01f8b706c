import { Loader2 } from 'lucide-react';

/**
 * What shows while a dialog's code is fetched (a click before the chunk arrived): a dimmed screen with a
 * spinner where the dialog will open, so the click is seen to work. `next/dynamic`'s `loading`.
 */
export function DialogLoading() {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-black/50" role="status" aria-busy="true">
      <Loader2 className="size-8 animate-spin text-white" aria-hidden />
    </div>
  );
}
