import { type ReactNode, useEffect, useId, useRef } from "react";
import { type FocusMark, markFocus } from "../../lib/focus-return";
import { Button } from "./button";

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** Wide dialogs (side-by-side comparisons) use most of a 1280 px screen. */
  wide?: boolean;
}

/**
 * A modal on the native <dialog>: the browser traps focus, Escape closes it and focus returns
 * to the opener. Unmounting closes it, so no backdrop survives a navigation (product §2.9).
 */
export function Modal({ open, title, onClose, children, footer, wide }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const back = useRef<FocusMark | null>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      back.current = markFocus();
      dialog.showModal?.();
      // showModal focuses the first control; a dialog that starts elsewhere (the safe choice of
      // a destructive question) marks that control.
      dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    }
    if (!open && dialog.open) dialog.close();
    if (!open) back.current?.restore();
  }, [open]);
  // A dialog removed while open (its owner unmounted it) gives focus back too (decision 180).
  useEffect(() => () => back.current?.restore(), []);
  return (
    <dialog
      ref={ref}
      className={wide ? "modal modal-wide" : "modal"}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="modal-title">
        {title}
      </h2>
      <div className="modal-body">{children}</div>
      {footer ? <div className="modal-footer">{footer}</div> : null}
    </dialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Loses something (unsaved edits, a record): starts on the safe choice, the button in red. */
  destructive?: boolean;
}

/** 'Are you sure?' style question with Yes / Cancel (product §8, unsaved survey). */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel = "Yes",
  cancelLabel = "Cancel",
  onConfirm,
  onCancel,
  destructive = false,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button variant={destructive ? "danger" : "primary"} onClick={onConfirm} autoFocus={!destructive}>
            {confirmLabel}
          </Button>
          <Button
            variant="secondary"
            onClick={onCancel}
            autoFocus={destructive}
            data-autofocus={destructive || undefined}
          >
            {cancelLabel}
          </Button>
        </>
      }
    >
      <p>{text}</p>
    </Modal>
  );
}

/** The question a form in a dialog asks when closed with unsaved changes (record panel, settings). */
export function DiscardChangesDialog({
  open,
  onDiscard,
  onKeep,
}: {
  open: boolean;
  onDiscard: () => void;
  onKeep: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title="Are you sure?"
      text="Your changes are not saved. Close without saving?"
      confirmLabel="Discard changes"
      cancelLabel="Keep editing"
      destructive
      onConfirm={onDiscard}
      onCancel={onKeep}
    />
  );
}
