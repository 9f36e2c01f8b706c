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
      richColors
      closeButton
      toastOptions={{ classNames: { toast: 'font-sans' } }}
    />
  );
}

export { Toaster };
