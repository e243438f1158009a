import {
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Tab, TabList, TabPanel, TabsRoot } from './Tabs.styles';

export interface TabItem {
  /** Stable identifier, used as the selected value. */
  value: string;
  /** Text on the tab. */
  label: ReactNode;
  /** Panel shown when the tab is selected. */
  content: ReactNode;
  /** Skip this tab in keyboard navigation and prevent selecting it. */
  disabled?: boolean;
}

export interface TabsProps extends Omit<ComponentPropsWithRef<'div'>, 'onChange' | 'defaultValue'> {
  /** The tabs, in order. */
  items: readonly TabItem[];
  /** Accessible name of the tab list, e.g. "Payment sections". */
  label: string;
  /** Selected tab (controlled). */
  value?: string;
  /** Initially selected tab (uncontrolled); defaults to the first enabled tab. */
  defaultValue?: string;
  /** Called with the newly selected tab's value. */
  onValueChange?: (value: string) => void;
}

/**
 * WAI-ARIA tabs with automatic activation: only the selected tab is in the Tab order (roving
 * tabindex); ArrowLeft/ArrowRight move and wrap, Home/End jump to the first/last tab.
 */
export function Tabs({ items, label, value, defaultValue, onValueChange, ...rest }: TabsProps) {
  const baseId = useId();
  const firstEnabled = items.find((i) => !i.disabled)?.value;
  const [internal, setInternal] = useState(defaultValue ?? firstEnabled);
  const selected = value ?? internal;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (next: string) => {
    if (value === undefined) setInternal(next);
    if (next !== selected) onValueChange?.(next);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.filter((i) => !i.disabled);
    // Start from the focused tab (not render-time state) so fast repeated keys never use a stale value.
    const focused = enabled.findIndex((i) => tabRefs.current.get(i.value) === event.target);
    const index = focused >= 0 ? focused : enabled.findIndex((i) => i.value === selected);
    let target: TabItem | undefined;
    switch (event.key) {
      case 'ArrowRight':
        target = enabled[(index + 1) % enabled.length];
        break;
      case 'ArrowLeft':
        target = enabled[(index - 1 + enabled.length) % enabled.length];
        break;
      case 'Home':
        target = enabled[0];
        break;
      case 'End':
        target = enabled[enabled.length - 1];
        break;
      default:
        return;
    }
    event.preventDefault();
    if (!target) return;
    select(target.value);
    tabRefs.current.get(target.value)?.focus();
  };

  const tabId = (v: string) => `${baseId}-tab-${v}`;
  const panelId = (v: string) => `${baseId}-panel-${v}`;

  return (
    <TabsRoot {...rest}>
      <TabList
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        onKeyDown={handleKeyDown}
      >
        {items.map((item) => {
          const isSelected = item.value === selected;
          return (
            <Tab
              key={item.value}
              ref={(el: HTMLButtonElement | null) => {
                if (el) tabRefs.current.set(item.value, el);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={isSelected}
              aria-controls={panelId(item.value)}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item.value)}
            >
              {item.label}
            </Tab>
          );
        })}
      </TabList>
      {items.map((item) => (
        <TabPanel
          key={item.value}
          role="tabpanel"
          id={panelId(item.value)}
          aria-labelledby={tabId(item.value)}
          tabIndex={0}
          hidden={item.value !== selected}
        >
          {item.value === selected ? item.content : null}
        </TabPanel>
      ))}
    </TabsRoot>
  );
}
