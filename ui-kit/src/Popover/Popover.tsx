import {
  useEffect,
  useId,
  useRef,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type FocusEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { PopoverPanel, PopoverRoot } from './Popover.styles';

/** What the trigger button needs; spread onto it (`<Button {...props}>`). */
export interface PopoverTriggerProps {
  /** Focus comes back here when the popover closes with Esc. */
  ref: RefObject<HTMLButtonElement | null>;
  'aria-expanded': boolean;
  'aria-controls': string;
  'aria-haspopup': 'dialog';
  /** Toggles the popover. */
  onClick: () => void;
}

export interface PopoverProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Whether the panel is shown (controlled). */
  open: boolean;
  /** Called with the next state: the trigger toggles, Esc, a click or focus outside close. */
  onOpenChange: (open: boolean) => void;
  /** Renders the button that opens the panel, e.g. `(props) => <Button {...props}>…</Button>`. */
  renderTrigger: (props: PopoverTriggerProps) => ReactNode;
  /** Accessible name of the panel (a non-modal dialog). */
  label: string;
  /** The trigger's edge the panel lines up with: `end` opens leftwards (for a top-right trigger). */
  align?: 'start' | 'end';
  /** Keys pressed on the trigger or in the panel (e.g. arrows between items); Esc closes after. */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  /** Element to focus when opening; defaults to the panel itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Panel content. */
  children?: ReactNode;
}

/**
 * A non-modal panel anchored to its trigger (a disclosure dialog): focus moves into it on open,
 * Esc closes it and returns focus to the trigger, and a click or focus outside closes it while
 * leaving focus where the user put it.
 */
export function Popover({
  open,
  onOpenChange,
  renderTrigger,
  label,
  align = 'start',
  initialFocusRef,
  children,
  onKeyDown,
  onBlur,
  ...rest
}: PopoverProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const onOpenChangeRef = useRef(onOpenChange);
  useEffect(() => {
    onOpenChangeRef.current = onOpenChange;
  });

  useEffect(() => {
    if (!open) return;
    (initialFocusRef?.current ?? panelRef.current)?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChangeRef.current(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
    // initialFocusRef is a ref: reading it at open time is intended.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (!open || event.defaultPrevented || event.key !== 'Escape') return;
    event.stopPropagation();
    onOpenChangeRef.current(false);
    triggerRef.current?.focus();
  };

  // Tabbing past the panel (or anywhere else on the page) closes it.
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    onBlur?.(event);
    const next = event.relatedTarget as Node | null;
    if (open && next && !rootRef.current?.contains(next)) onOpenChangeRef.current(false);
  };

  return (
    <PopoverRoot ref={rootRef} onKeyDown={handleKeyDown} onBlur={handleBlur} {...rest}>
      {renderTrigger({
        ref: triggerRef,
        'aria-expanded': open,
        'aria-controls': panelId,
        'aria-haspopup': 'dialog',
        onClick: () => onOpenChangeRef.current(!open),
      })}
      <PopoverPanel
        ref={panelRef}
        id={panelId}
        role="dialog"
        aria-label={label}
        tabIndex={-1}
        hidden={!open}
        data-align={align}
      >
        {open ? children : null}
      </PopoverPanel>
    </PopoverRoot>
  );
}
