'use client';

import { Eraser, PenLine, Type } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { MAX_PNG_HEIGHT, MAX_PNG_WIDTH } from '@/lib/signatures/png';
import { cx } from '@/lib/utils';

export type SignatureTexts = { draw: string; type: string; drawHint: string; typeHint: string; clear: string };

/**
 * A signature drawn with a finger or the mouse (signature_pad, kept as a transparent PNG data URL) or
 * typed (kept as text, stamped in an italic serif). D29.
 */
export function SignatureInput({
  id,
  value,
  onChange,
  texts,
  invalid,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  texts: SignatureTexts;
  invalid?: boolean;
  describedBy?: string;
}) {
  const [mode, setMode] = useState<'draw' | 'type'>('draw');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (mode !== 'draw' || !canvasRef.current) return;
    const canvas = canvasRef.current;
    const pad = new SignaturePad(canvas, { penColor: '#0d1a59', minWidth: 0.8, maxWidth: 2.6 });
    padRef.current = pad;
    // Sharp lines on high-density screens; a resize clears the drawing (its scale changed).
    const fit = () => {
      // …but never past the size the server accepts (D41).
      const ratio = Math.min(
        Math.max(window.devicePixelRatio || 1, 1),
        MAX_PNG_WIDTH / Math.max(canvas.offsetWidth, 1),
        MAX_PNG_HEIGHT / Math.max(canvas.offsetHeight, 1),
      );
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      // A drawing the resize wiped is no longer the signature; an empty pad changes nothing (no re-render).
      const hadDrawing = !pad.isEmpty();
      pad.clear();
      if (hadDrawing) onChangeRef.current('');
    };
    fit();
    const end = () => onChangeRef.current(pad.isEmpty() ? '' : pad.toDataURL('image/png'));
    pad.addEventListener('endStroke', end);
    let lastWidth = canvas.offsetWidth;
    const observer = new ResizeObserver(() => {
      if (canvas.offsetWidth !== lastWidth) {
        lastWidth = canvas.offsetWidth;
        fit();
      }
    });
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', end);
      pad.off();
      padRef.current = null;
    };
  }, [mode]);

  const switchTo = (next: 'draw' | 'type') => {
    if (next === mode) return;
    setMode(next);
    onChange('');
  };

  return (
    <div className="grid gap-2">
      <div role="group" className="flex w-fit rounded-lg border bg-muted p-0.5 text-sm">
        {(['draw', 'type'] as const).map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={mode === m}
            onClick={() => switchTo(m)}
            className={cx(
              'flex items-center gap-1.5 rounded-md px-3 py-1.5 font-medium transition-colors',
              mode === m ? 'bg-background text-foreground shadow-xs' : 'text-muted-foreground',
            )}
          >
            {m === 'draw' ? <PenLine className="size-4" /> : <Type className="size-4" />}
            {m === 'draw' ? texts.draw : texts.type}
          </button>
        ))}
      </div>
      {mode === 'draw' ? (
        <div className="grid gap-1.5">
          <div
            className={cx(
              'relative rounded-lg border-2 border-dashed bg-white',
              invalid ? 'border-destructive' : 'border-primary/40',
            )}
          >
            <canvas
              ref={canvasRef}
              id={id}
              data-testid="signature-canvas"
              aria-label={texts.drawHint}
              aria-describedby={describedBy}
              className="block aspect-[3/1] w-full touch-none rounded-lg"
            />
            <span
              aria-hidden
              className="pointer-events-none absolute inset-x-6 bottom-[22%] border-b border-slate-300"
            />
          </div>
          <div className="flex items-center justify-between gap-2">
            <p className="text-xs text-muted-foreground">{texts.drawHint}</p>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => {
                padRef.current?.clear();
                onChange('');
              }}
            >
              <Eraser /> {texts.clear}
            </Button>
          </div>
        </div>
      ) : (
        <div className="grid gap-2">
          <Input
            id={id}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            placeholder={texts.typeHint}
            maxLength={100}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            autoComplete="name"
          />
          {value.trim() && (
            <p className="rounded-lg border bg-white px-4 py-3 font-serif text-3xl text-[#0d1a59] italic">{value}</p>
          )}
        </div>
      )}
    </div>
  );
}
