import {
  useEffect,
  useId,
  useRef,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../Button';
import { tabbables } from '../internal/focus';
import { CloseIcon } from '../internal/icons';
import { Backdrop, Body, Description, Footer, Header, Panel, Title } from './Dialog.styles';

export interface DialogProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** Called with `false` when the user asks to close (Esc, backdrop click, close button). */
  onOpenChange: (open: boolean) => void;
  /** Heading; labels the dialog via aria-labelledby. */
  title: ReactNode;
  /** Optional sentence under the title; describes the dialog via aria-describedby. */
  description?: ReactNode;
  /** Buttons shown at the bottom right, e.g. Cancel + confirm. */
  footer?: ReactNode;
  /** Width preset. */
  size?: 'small' | 'medium' | 'large';
  /** Element to focus when opening; defaults to the first focusable element in the body, then the panel. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Hide the × close button (Esc and backdrop still close). */
  hideCloseButton?: boolean;
  /** Where the portal is attached; defaults to document.body. */
  container?: HTMLElement | null;
  /** Dialog content. */
  children?: ReactNode;
}

/**
 * A modal dialog rendered in a portal. Focus moves inside on open, Tab/Shift+Tab wrap within it,
 * Esc and a backdrop click close it, and focus returns to the element that opened it.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  footer,
  size = 'medium',
  initialFocusRef,
  hideCloseButton = false,
  container,
  children,
  onKeyDown,
  ...rest
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const onOpenChangeRef = useRef(onOpenChange);
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    // The page behind a modal should not scroll under the backdrop.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const panel = panelRef.current;
    if (panel) {
      const target = initialFocusRef?.current ?? bodyFirstTabbable(panel) ?? panel;
      target.focus();
    }
    // Esc closes even when focus has left the panel without an event (e.g. the focused submit
    // button became disabled while loading and the browser moved focus to <body>).
    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const inside = panel?.contains(document.activeElement) ?? false;
      if (event.key === 'Escape' && !inside) {
        onOpenChangeRef.current(false);
      } else if (event.key === 'Tab' && !inside && panel) {
        // Tab from outside the modal re-enters it instead of reaching the page behind.
        event.preventDefault();
        (bodyFirstTabbable(panel) ?? panel).focus();
      }
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      document.body.style.overflow = previousOverflow;
      // Return focus to the opener if it is still in the document.
      if (opener && opener.isConnected && typeof opener.focus === 'function') opener.focus();
    };
    // initialFocusRef is a ref: reading it at open time is intended.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      onOpenChangeRef.current(false);
      return;
    }
    if (event.key === 'Tab' && panelRef.current) {
      const items = tabbables(panelRef.current);
      if (items.length === 0) {
        event.preventDefault();
        panelRef.current.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === panelRef.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const handleBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    // Only a press that starts on the backdrop itself closes (not a drag out of the panel).
    if (event.target === event.currentTarget) onOpenChangeRef.current(false);
  };

  return createPortal(
    <Backdrop data-testid="dialog-backdrop" onMouseDown={handleBackdropMouseDown}>
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        data-size={size}
        onKeyDown={handleKeyDown}
        {...rest}
      >
        <Header>
          <div>
            <Title id={titleId}>{title}</Title>
            {description ? <Description id={descriptionId}>{description}</Description> : null}
          </div>
          {hideCloseButton ? null : (
            <Button
              variant="ghost"
              size="small"
              aria-label="Close"
              data-dialog-close=""
              onClick={() => onOpenChangeRef.current(false)}
            >
              <CloseIcon />
            </Button>
          )}
        </Header>
        <Body>{children}</Body>
        {footer ? <Footer>{footer}</Footer> : null}
      </Panel>
    </Backdrop>,
    container ?? document.body,
  );
}

/** First tabbable element outside the header, so opening lands on content rather than the × button. */
function bodyFirstTabbable(panel: HTMLElement): HTMLElement | undefined {
  const all = tabbables(panel);
  return all.find((el) => !el.hasAttribute('data-dialog-close')) ?? all[0];
}
