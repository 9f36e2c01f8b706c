'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** "Página 2 de 5" with previous/next, for multi-page PDFs (viewer and field editor). */
export function PageNav({
  page,
  count,
  onPage,
  labels,
}: {
  page: number;
  count: number;
  onPage: (page: number) => void;
  labels: { page: string; previous: string; next: string };
}) {
  if (count <= 1) return null;
  return (
    <div className="flex items-center gap-1" role="group" aria-label={labels.page}>
      <Button
        type="button"
        variant="outline"
        size="icon"
        className="size-8"
        onClick={() => onPage(page - 1)}
        disabled={page <= 1}
        aria-label={labels.previous}
      >
        <ChevronLeft />
      </Button>
      <span className="min-w-28 text-center text-sm tabular-nums" aria-live="polite" data-testid="page-indicator">
        {labels.page}
      </span>
      <Button
        type="button"
        variant="outline"
        size="icon"
        className="size-8"
        onClick={() => onPage(page + 1)}
        disabled={page >= count}
        aria-label={labels.next}
      >
        <ChevronRight />
      </Button>
    </div>
  );
}
