'use client';

import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

/** Copies a text and says so (document 001 §8, Copy). */
export function CopyButton({
  text,
  label,
  ok,
  error,
  variant = 'outline',
  size,
  className,
}: {
  text: string;
  label: string;
  ok: { title: string; description?: string };
  error: { title: string; description: string };
  variant?: 'outline' | 'default' | 'secondary';
  size?: 'sm' | 'default';
  className?: string;
}) {
  const [copied, setCopied] = useState(false);
  const onClick = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
      toast.success(ok.title, { description: ok.description });
    } catch {
      toast.error(error.title, { description: error.description });
    }
  };
  return (
    <Button type="button" variant={variant} size={size} onClick={onClick} className={className}>
      {copied ? <Check /> : <Copy />} {label}
    </Button>
  );
}
