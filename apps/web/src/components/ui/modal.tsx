import { X } from 'lucide-react';
import { useId, useLayoutEffect, useRef, type MouseEvent, type PointerEvent, type ReactNode, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { raiseAboveDialogs } from './top-layer.ts';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** Whether a node renders anything: `{error && …}` with no error is null or '' and leaves the body out. */
export function hasContent(node: ReactNode): boolean {
  if (node === null || node === undefined || node === false || node === true || node === '') return false;
  if (Array.isArray(node)) return node.some(hasContent);
  return true;
}

/** Whether a pointer event happened outside the dialog's box: on its backdrop. */
export function outsideBox(box: Pick<DOMRect, 'left' | 'right' | 'top' | 'bottom'>, x: number, y: number): boolean {
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}

/**
 * A modal `<dialog>` (decision 062): the browser moves focus in, makes the rest of the page inert and turns Esc into
 * a cancel, which closes it; so does a click on the backdrop. Focus returns to where it was on close.
 */
export function Modal({ open, onClose, title, description, children, footer }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const closingForOwner = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    raiseAboveDialogs(document);
    // A modal dialog leaves the page behind it scrollable; the page stays still while it is open.
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      // Closed here when the element outlives the effect (React's development re-run of effects); its 'close' event
      // is this, not the browser closing it.
      if (dialog.open) {
        closingForOwner.current = true;
        dialog.close();
      }
      previouslyFocused?.focus();
    };
  }, [open]);

  function onNativeClose() {
    if (closingForOwner.current) {
      closingForOwner.current = false;
      return;
    }
    // Closed by the browser itself (a second Esc that the browser no longer lets a page cancel): the owner follows.
    onClose();
  }

  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // The owner decides: it closes the dialog by no longer rendering it open.
    event.preventDefault();
    onClose();
  }

  function onPointerDown(event: PointerEvent<HTMLDialogElement>) {
    pressedOnBackdrop.current = event.target === event.currentTarget && outsideBox(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY);
  }

  function onClick(event: MouseEvent<HTMLDialogElement>) {
    // Both press and release on the backdrop: a text selection dragged out of the dialog does not close it.
    const released = event.target === event.currentTarget && outsideBox(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY);
    if (released && pressedOnBackdrop.current) onClose();
    pressedOnBackdrop.current = false;
  }

  if (!open) return null;
  return createPortal(
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={onCancel}
      onClose={onNativeClose}
      onPointerDown={onPointerDown}
      onClick={onClick}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white text-inherit shadow-xl backdrop:bg-slate-900/50 backdrop:backdrop-blur-sm focus:outline-none"
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-6 py-4">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="mt-1 text-sm text-slate-500">
              {description}
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-600 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      {/* A confirmation whose words are all in the description has no body: no empty band between title and buttons. */}
      {hasContent(children) && <div className="px-6 py-5">{children}</div>}
      {footer && <div className="flex justify-end gap-3 border-t border-slate-100 px-6 py-4">{footer}</div>}
    </dialog>,
    document.body,
  );
}
