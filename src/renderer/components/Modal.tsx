import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ModalProps {
  /** Shown in the head; without one the modal is labelled by `label` (or its name). */
  title?: string;
  /** Identifies the modal (data-modal attribute, debugging, tests). */
  name?: string;
  /** Accessible name when there is no visible title. */
  label?: string;
  onClose: () => void;
  children?: ReactNode;
  /** "Click to close": Escape closes the modal (on by default). */
  dismissible?: boolean;
  /** Enter anywhere outside a form field triggers the default button (dialogs). */
  onEnter?: () => void;
  /** Registration needs more room than a login. */
  wide?: boolean;
  /** Dialogs sit above modals and are narrower. */
  variant?: 'modal' | 'dialog';
  /** A frame with its own layout (the member centre) adds its class. */
  className?: string;
}

/** Open modals, innermost last: only the top one answers Escape and Enter. */
const openModals: symbol[] = [];

/**
 * The generic modal: title, close button, backdrop and scroll lock (the page is fixed while
 * open and its scroll position restored). It does not close on an outside click; Escape closes
 * it when it is dismissible, and Enter triggers the default button when one is given.
 */
export function Modal({
  title,
  name,
  label,
  onClose,
  children,
  dismissible = true,
  onEnter,
  wide,
  variant = 'modal',
  className,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const handlers = useRef({ onClose, onEnter, dismissible });
  useEffect(() => {
    handlers.current = { onClose, onEnter, dismissible };
  });
  useEffect(() => {
    const me = Symbol(name ?? title);
    openModals.push(me);
    const { body } = document;
    const outermost = openModals.length === 1;
    const scrollY = window.scrollY;
    const previous = { position: body.style.position, top: body.style.top, width: body.style.width };
    if (outermost) Object.assign(body.style, { position: 'fixed', top: `-${scrollY}px`, width: '100%' });
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (openModals[openModals.length - 1] !== me) return;
      const { onClose: close, onEnter: enter, dismissible: canDismiss } = handlers.current;
      if (event.key === 'Escape' && canDismiss) {
        event.preventDefault();
        close();
      } else if (event.key === 'Enter' && enter && !(event.target instanceof HTMLInputElement)) {
        event.preventDefault();
        enter();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      openModals.splice(openModals.indexOf(me), 1);
      if (outermost) {
        Object.assign(body.style, previous);
        window.scrollTo(0, scrollY);
      }
    };
    // The title names the modal for debugging only; the modal mounts once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const classes = ['modal', wide ? 'modal--wide' : '', variant === 'dialog' ? 'modal--dialog' : '', className ?? ''];
  return (
    <div className={`modal-backdrop${variant === 'dialog' ? ' modal-backdrop--dialog' : ''}`}>
      <div
        className={classes.filter(Boolean).join(' ')}
        role={variant === 'dialog' ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : (label ?? name)}
        data-modal={name}
      >
        <div className={`modal__head${title ? '' : ' modal__head--bare'}`}>
          {title && (
            <h2 id={titleId} className="modal__title">
              {title}
            </h2>
          )}
          <button ref={closeRef} type="button" className="modal__close" aria-label={t('modal.close')} onClick={onClose}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
}
