'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition } from 'react';

/**
 * A list's filters kept in the URL (?q=…, …) and applied on the server: typing updates the box at
 * once and the URL after a short pause, without scrolling, inside a transition the list can dim on.
 */
export function useUrlSearch(initial: string, params: (q: string) => Record<string, string | undefined>, delay = 250) {
  const router = useRouter();
  const pathname = usePathname();
  const [value, setValue] = useState(initial);
  const [isPending, startTransition] = useTransition();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    // A link followed while a search is still waiting wins: otherwise the search's router.replace,
    // fired after the pause, would take the person back to the list (D50).
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a[href]')) clearTimeout(timer.current);
    };
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      clearTimeout(timer.current);
    };
  }, []);

  const navigate = (q: string, extra: Record<string, string | undefined> = {}) => {
    const search = new URLSearchParams();
    for (const [key, v] of Object.entries({ ...params(q.trim()), ...extra })) if (v) search.set(key, v);
    startTransition(() => router.replace(search.size ? `${pathname}?${search}` : pathname, { scroll: false }));
  };
  const onChange = (next: string) => {
    setValue(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => navigate(next), delay);
  };
  return { value, onChange, navigate, isPending };
}
