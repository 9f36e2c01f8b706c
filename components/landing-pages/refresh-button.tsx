'use client';

import { Loader2, RefreshCw } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { Button } from '@/components/ui/button';

/** "Atualizar" (document 001 §2.13): reads the list again on the server, counters included. */
export function RefreshButton({ label }: { label: string }) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  return (
    <Button
      type="button"
      variant="outline"
      onClick={() => startTransition(() => router.refresh())}
      disabled={isPending}
    >
      {isPending ? <Loader2 className="animate-spin" /> : <RefreshCw />} {label}
    </Button>
  );
}
