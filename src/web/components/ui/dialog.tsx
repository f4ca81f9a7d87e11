import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { X } from 'lucide-react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components/Modal';
import { AriaLocale } from './aria-locale.tsx';

type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** While true (a payment or a message on its way) Escape and the close button do nothing. */
  busy?: boolean;
};

/**
 * A modal dialog (React Aria): the rest of the page is hidden from assistive technology and does
 * not scroll; Escape and the close button call `onClose`; Tab stays inside; focus goes back to what
 * had it when the dialog closes. It starts on the control marked `data-autofocus`, else on the
 * first control of its body.
 */
export function Dialog({ open, onClose, title, description, children, busy = false }: DialogProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const descriptionId = useId();
  return (
    <AriaLocale>
      <ModalOverlay
        isOpen={open}
        onOpenChange={(isOpen) => {
          if (!isOpen && !busy) onClose();
        }}
        isKeyboardDismissDisabled={busy}
        className="fixed inset-0 z-50 flex overflow-y-auto bg-slate-900/50 p-4"
      >
        <Modal className="m-auto w-full max-w-lg rounded-2xl bg-white text-slate-900 shadow-xl ring-1 ring-slate-200">
          <AriaDialog aria-describedby={description ? descriptionId : undefined} className="flex flex-col outline-none">
            {({ close }) => (
              <>
                <StartFocus bodyRef={bodyRef} />
                <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-6 py-4">
                  <div className="space-y-1">
                    <Heading slot="title" className="text-lg font-semibold text-slate-900">
                      {title}
                    </Heading>
                    {description && (
                      <p id={descriptionId} className="text-sm text-slate-600">
                        {description}
                      </p>
                    )}
                  </div>
                  <button
                    type="button"
                    onClick={close}
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
              </>
            )}
          </AriaDialog>
        </Modal>
      </ModalOverlay>
    </AriaLocale>
  );
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * React Aria focuses the dialog itself when it opens; the form's first field (or the control marked
 * `data-autofocus`, e.g. a confirmation's button) is where the user starts.
 */
function StartFocus({ bodyRef }: { bodyRef: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    const body = bodyRef.current;
    const start =
      body?.closest('[role="dialog"], [role="alertdialog"]')?.querySelector<HTMLElement>('[data-autofocus]') ??
      body?.querySelector<HTMLElement>(FOCUSABLE);
    start?.focus();
  }, [bodyRef]);
  return null;
}
