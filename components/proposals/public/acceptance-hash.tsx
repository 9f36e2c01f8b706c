/** The SHA-256 of what was accepted (D43), small and breakable so it never widens the page. */
export function AcceptanceHash({ hash, label }: { hash: string; label: string }) {
  return (
    <p className="text-xs text-muted-foreground" data-testid="acceptance-hash">
      {label}: <code className="break-all font-mono">{hash}</code>
    </p>
  );
}
