'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import dynamic from 'next/dynamic';
import { m } from '@/lib/messages';
import { leaveGuardStore } from './use-leave-guard';

// The back office's one confirmation dialog, fetched only when the question is asked (D80).
const ConfirmDialog = dynamic(() => import('@/components/common/confirm-dialog').then((mod) => mod.ConfirmDialog), {
  ssr: false,
});

/** Where a click on this anchor would take the reader inside the app, or null (new tab, download, other site). */
function inAppTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin) return null;
  // A link to a place on the same page (#section) leaves nothing behind.
  if (url.pathname === location.pathname && url.search === location.search) return null;
  return url.pathname + url.search + url.hash;
}

// The texts from the staff catalogue itself: a form under a screen's own provider (the site editor's) may not
// carry the `forms` namespace.
const texts = m.forms.leave;

// The guards mounted, in mounting order: only the first one listens and asks.
const mountedGuards: symbol[] = [];
const mountListeners = new Set<() => void>();
const onMountsChange = (listener: () => void) => {
  mountListeners.add(listener);
  return () => void mountListeners.delete(listener);
};
function setMounted(key: symbol, mounted: boolean) {
  const at = mountedGuards.indexOf(key);
  if (mounted && at < 0) mountedGuards.push(key);
  if (!mounted && at >= 0) mountedGuards.splice(at, 1);
  for (const listener of mountListeners) listener();
}

function useFirstMounted(): boolean {
  const key = useRef<symbol | null>(null);
  key.current ??= Symbol('guard');
  useEffect(() => {
    const own = key.current!;
    setMounted(own, true);
    return () => setMounted(own, false);
  }, []);
  return useSyncExternalStore(
    onMountsChange,
    () => mountedGuards[0] === key.current,
    () => false,
  );
}

/**
 * The back office's one unsaved-changes guard (D268), mounted by each guarded form. While a form holds unsaved work:
 * - a reload, closing the tab or typing another address gets the browser's own question (`beforeunload`);
 * - an in-app link is held in the capture phase, before Next's Link sees it, and "Sair sem salvar?" asks first;
 * - the browser's back first lands on a copy of this page's history entry, pushed when the work began, so the page
 *   stays and the same question asks; "Sair sem salvar" then goes back for real.
 */
export function LeaveGuard() {
  const router = useRouter();
  // A page with several guarded forms (the site editor) mounts several guards: the first one asks for all of them.
  const active = useFirstMounted();
  const unsaved =
    useSyncExternalStore(leaveGuardStore.subscribe, leaveGuardStore.hasUnsavedWork, () => false) && active;
  // What leaving means once confirmed: a path to open, or 'back' for the browser's back.
  const [pending, setPending] = useState<string | 'back' | null>(null);
  // The address of the copy of this page's history entry pushed when the work began, while it is on top.
  const guardEntry = useRef<string | null>(null);
  const ignoreNextPop = useRef(false);
  const leaving = useRef(false);

  useEffect(() => {
    if (!unsaved) {
      // Saved and still here: take the copy back off the history, so that one back is one page back. Gone
      // elsewhere (the form navigated after saving), the copy stays behind: going back to it is harmless.
      if (guardEntry.current && !leaving.current && location.href === guardEntry.current) {
        ignoreNextPop.current = true;
        history.back();
      }
      guardEntry.current = null;
      leaving.current = false;
      return;
    }
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older engines show the question only when a value is returned.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const target = inAppTarget(event);
      if (!target) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(target);
    };
    const onPopState = () => {
      if (ignoreNextPop.current) {
        ignoreNextPop.current = false;
        return;
      }
      if (!guardEntry.current) return;
      // The back button consumed the copy: this page is still shown; ask, and push a copy again if the reader stays.
      guardEntry.current = null;
      setPending('back');
    };
    if (!guardEntry.current) {
      history.pushState(history.state, '', location.href);
      guardEntry.current = location.href;
    }
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, [unsaved]);

  const stay = () => {
    if (pending === 'back' && leaveGuardStore.hasUnsavedWork() && !guardEntry.current) {
      history.pushState(history.state, '', location.href);
      guardEntry.current = location.href;
    }
    setPending(null);
  };
  const leave = () => {
    const target = pending;
    setPending(null);
    leaving.current = true;
    leaveGuardStore.release();
    if (target === 'back') history.back();
    // The copy of this page's entry is on top: the next page takes its place, so one back returns to the form's.
    else if (target) router.replace(target);
  };

  // The dialog's code is fetched only when the question is asked: this guard is in every staff screen's first load (D80).
  if (pending === null) return null;
  return (
    <ConfirmDialog
      open
      // After "Sair sem salvar" the work is released, so the dialog's own close is a harmless stay.
      onOpenChange={(open) => !open && stay()}
      title={texts.title}
      description={texts.text}
      cancelLabel={texts.stay}
      confirmLabel={texts.leave}
      action={async () => {
        leave();
        return { ok: true };
      }}
    />
  );
}
