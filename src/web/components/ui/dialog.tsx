import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** While true (a payment or a message on its way) Escape and the close button do nothing. */
  busy?: boolean;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native `<dialog>` element: `showModal()` makes the rest of the page
 * inert and puts it in the top layer; Escape and the close button call `onClose`; Tab cycles
 * inside; focus goes back to what had it when the dialog closes. Rendered only while open.
 */
export function Dialog({ open, onClose, title, description, children, className, busy = false }: DialogProps) {
  if (!open) return null;
  return (
    <OpenDialog onClose={onClose} title={title} description={description} className={className} busy={busy}>
      {children}
    </OpenDialog>
  );
}

function OpenDialog({ onClose, title, description, children, className, busy }: Omit<DialogProps, 'open'>) {
  const ref = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom (tests) has no showModal: the open attribute shows it there.
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    // `data-autofocus` marks the control to start on, else the first one of the body, else the close button.
    const start =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE) ??
      dialog.querySelector<HTMLElement>(FOCUSABLE);
    start?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      previouslyFocused?.focus();
    };
  }, []);

  const requestClose = () => {
    if (!busy) onClose();
  };

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      requestClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        // The browser's own close request (Escape): React state decides.
        event.preventDefault();
        requestClose();
      }}
      className={cn(
        'fixed inset-0 z-50 m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-0 text-slate-900 shadow-xl ring-1 ring-slate-200',
        'backdrop:bg-slate-900/50 open:flex open:flex-col',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-6 py-4">
        <div className="space-y-1">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="text-sm text-slate-600">
              {description}
            </p>
          )}
        </div>
        <button
          type="button"
          onClick={requestClose}
          disabled={busy}
          aria-label="Fermer"
          className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-600 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-50"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      <div ref={bodyRef} className="px-6 py-5">
        {children}
      </div>
    </dialog>
  );
}
