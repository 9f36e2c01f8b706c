'use client';

import { createContext, useContext, useEffect, useState } from 'react';
import { getProposalEditAccess } from '@/server/proposals/actions';

const CanEdit = createContext(false);

/** Asks once, after the page is shown, whether the visitor is signed-in staff (D4). */
export function StaffEditing({ children }: { children: React.ReactNode }) {
  const [canEdit, setCanEdit] = useState(false);
  useEffect(() => {
    let alive = true;
    getProposalEditAccess(undefined)
      .then((result) => alive && setCanEdit(result.ok))
      .catch(() => {});
    return () => {
      alive = false;
    };
  }, []);
  return <CanEdit.Provider value={canEdit}>{children}</CanEdit.Provider>;
}

export const useCanEdit = () => useContext(CanEdit);
