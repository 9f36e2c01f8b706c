import { cn } from '@/lib/utils';

/**
 * A contract's HTML as a sheet of paper. The HTML must come from fillTemplate over a sanitised template
 * (lib/contracts): values are escaped, the template went through the allow-list on the server.
 */
export function ContractDocument({
  html,
  className,
  emptyText,
}: {
  html: string;
  className?: string;
  emptyText?: string;
}) {
  if (!html.trim())
    return (
      <p
        className={cn(
          'rounded-lg border border-dashed px-6 py-10 text-center text-sm text-muted-foreground',
          className,
        )}
      >
        {emptyText}
      </p>
    );
  return (
    <article
      data-testid="contract-document"
      className={cn(
        'rounded-lg border bg-white px-5 py-6 text-[0.95rem] leading-relaxed text-slate-800 shadow-xs sm:px-10 sm:py-10',
        '[&_h1]:mb-6 [&_h1]:text-center [&_h1]:text-lg [&_h1]:font-bold [&_h1]:tracking-tight [&_h1]:text-slate-900 sm:[&_h1]:text-xl',
        '[&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-sm [&_h2]:font-bold [&_h2]:tracking-wide [&_h2]:text-slate-900 [&_h2]:uppercase',
        '[&_h3]:mt-4 [&_h3]:mb-1 [&_h3]:font-semibold [&_h4]:font-semibold',
        '[&_p]:my-2 sm:[&_p]:text-justify [&_p]:hyphens-auto [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
        '[&_table]:my-3 [&_table]:w-full [&_td]:border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:px-2 [&_th]:py-1 [&_blockquote]:border-l-4 [&_blockquote]:pl-4',
        '[&_a]:text-primary [&_a]:underline [&_img]:max-w-full [&_hr]:my-4',
        '[&_mark]:rounded [&_mark]:bg-amber-100 [&_mark]:px-1 [&_mark]:text-amber-900 [&_span[data-field]]:font-medium [&_span[data-field]]:text-slate-950',
        className,
      )}
      // Safe: sanitised on the server with lib/sanitize-html.ts, field values escaped by fillTemplate.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
