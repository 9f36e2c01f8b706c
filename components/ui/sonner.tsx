'use client';

import dynamic from 'next/dynamic';

// Loaded after the page: no toast can appear before the person does something, and the public
// pages need not carry the toaster in their first load.
const Sonner = dynamic(() => import('sonner').then((m) => m.Toaster), { ssr: false });

function Toaster() {
  return (
    <Sonner
      className="toaster group"
      position="top-right"
      // Below the 4rem header (site and back office): a toast never covers its buttons.
      offset={{ top: 76, right: 16 }}
      mobileOffset={{ top: 72, right: 8, left: 8 }}
      richColors
      closeButton
      toastOptions={{ classNames: { toast: 'font-sans' } }}
    />
  );
}

export { Toaster };
