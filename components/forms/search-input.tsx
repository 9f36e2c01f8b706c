import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';

/** The search box of the staff lists: a magnifier, the placeholder as its accessible name. */
export function SearchInput({
  value,
  onChange,
  placeholder,
  busy,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  busy?: boolean;
}) {
  return (
    <div className="relative flex-1">
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={placeholder}
        className="pl-9"
        maxLength={100}
        aria-busy={busy}
      />
    </div>
  );
}
