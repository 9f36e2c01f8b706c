'use client';

import dynamic from 'next/dynamic';

/**
 * The leave guard (D268), fetched after the screen loads: it only matters once a form holds typed work, and every
 * staff screen's first load has a budget (D80).
 */
export const LeaveGuardLazy = dynamic(() => import('./leave-guard').then((m) => m.LeaveGuard), { ssr: false });
