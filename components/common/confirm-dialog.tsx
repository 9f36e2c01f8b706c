'use client';

import { Loader2 } from 'lucide-react';
import { useTranslations } from '@/components/i18n/use-translations';
import { type ReactNode, type RefObject, useState, useTransition } from 'react';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

/** What a server action answers (server/action.ts ActionResult), as far as a confirmation needs it. */
type Outcome = { ok: true } | { ok: false; error: string };
type Toast = { title: string; description?: string };

type Props = {
  /** Controlled by the caller when given; otherwise the dialog keeps its own state and opens from `trigger`. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens it (wrapped in the Radix trigger, which also gets the focus back on close). */
  trigger?: ReactNode;
  /** For a dialog loaded on demand, opened by a button that is not its Radix trigger: focus goes back there. */
  returnFocus?: RefObject<HTMLButtonElement | null>;
  title: ReactNode;
  description: ReactNode;
  /** The name of what is affected, shown in a box under the description. */
  subject?: ReactNode;
  /** The buttons' labels: "Cancelar", "Excluir" and "Excluindo..." (common) unless the screen's text differs. */
  cancelLabel?: string;
  confirmLabel?: string;
  /** The confirm button's label while the server answers. */
  pendingLabel?: string;
  action: () => Promise<Outcome>;
  /** The toasts of the answer; a step with nothing to report (leaving a form, D268) gives none. */
  success?: Toast;
  failure?: (error: string) => Toast;
  onSuccess?: () => void;
  onFailure?: () => void;
  /** Close on a refusal too (the toast says why); by default the dialog stays open so the person can try again. */
  closeOnFailure?: boolean;
};

/**
 * The confirmation of a destructive step: title, description, Cancelar and a destructive button that calls the
 * action, shows that it is pending and toasts the answer. The confirm button is a plain button, not
 * AlertDialogAction, so the dialog stays open (and cannot be dismissed) until the server answers.
 */
export function ConfirmDialog(props: Props) {
  const tc = useTranslations('common');
  const { trigger, returnFocus, title, description, subject } = props;
  const cancelLabel = props.cancelLabel ?? tc('cancel');
  const confirmLabel = props.confirmLabel ?? tc('delete');
  const pendingLabel = props.pendingLabel ?? (props.confirmLabel === undefined ? tc('deleting') : undefined);
  const [ownOpen, setOwnOpen] = useState(false);
  const open = props.open ?? ownOpen;
  const setOpen = props.onOpenChange ?? setOwnOpen;
  const [isPending, startTransition] = useTransition();

  const onConfirm = () =>
    startTransition(async () => {
      // A click during the closing animation does nothing.
      if (!open) return;
      const result = await props.action();
      if (result.ok) {
        setOpen(false);
        if (props.success) toast.success(props.success.title, { description: props.success.description });
        props.onSuccess?.();
        return;
      }
      if (props.closeOnFailure) setOpen(false);
      const failure = props.failure?.(result.error);
      if (failure) toast.error(failure.title, { description: failure.description });
      props.onFailure?.();
    });

  return (
    <AlertDialog open={open} onOpenChange={(next) => !isPending && setOpen(next)}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent
        onCloseAutoFocus={
          returnFocus &&
          ((event) => {
            event.preventDefault();
            returnFocus.current?.focus();
          })
        }
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {subject !== undefined && <p className="rounded-md bg-muted px-3 py-2 text-sm font-medium">{subject}</p>}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>{cancelLabel}</AlertDialogCancel>
          <Button variant="destructive" onClick={onConfirm} disabled={isPending}>
            {isPending && <Loader2 className="animate-spin" />}
            {isPending && pendingLabel ? pendingLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
