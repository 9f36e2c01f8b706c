/**
 * sonner's `toast` for the pages clients open by link: the library is fetched with the first message,
 * not with the page (the toaster itself also loads after the page: components/ui/sonner.tsx). Both
 * imports resolve to the same module, so the message reaches the mounted toaster.
 */
type Options = { description?: string };
type Kind = 'success' | 'error' | 'info';

const show = (kind: Kind) => (title: string, options?: Options) => {
  void import('sonner').then(({ toast }) => toast[kind](title, options));
};

export const toast = { success: show('success'), error: show('error'), info: show('info') };
