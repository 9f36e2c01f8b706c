'use client';

import { useEffect, useState } from 'react';
import { openSignatureDocument } from '@/server/signatures/document-actions';

export type OpenedDocument = Extract<Awaited<ReturnType<typeof openSignatureDocument>>, { ok: true }>['data'];

/** Loads a document for a dialog: fresh signed URLs and its fields (document 001 §7). */
export function useOpenDocument(id: string | null) {
  const [state, setState] = useState<{ id: string | null; data: OpenedDocument | null; error: string | null }>({
    id: null,
    data: null,
    error: null,
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!id) return;
    let live = true;
    openSignatureDocument({ id })
      .then((result) => {
        if (live)
          setState(result.ok ? { id, data: result.data, error: null } : { id, data: null, error: result.error });
      })
      .catch(() => live && setState({ id, data: null, error: 'network' }));
    return () => {
      live = false;
    };
  }, [id, attempt]);
  const current = state.id === id ? state : { id, data: null, error: null };
  return {
    ...current,
    loading: Boolean(id) && !current.data && !current.error,
    reload: () => setAttempt((n) => n + 1),
  };
}
