import { type KeyboardEvent, type MouseEvent, type ReactNode, useRef } from 'react';

// WAI-ARIA tabs with automatic activation, shared by the tabbed islands. Not hydrated on its own.
// Arrow keys move between tabs (wrapping), Home/End jump to the ends; only the active tab is in
// the Tab order, and Tab from it goes into the panel.

interface TabItem {
  id: string;
  label: string;
}

interface TabListProps {
  /** Prefix of the tab and panel ids, unique on the page. */
  idPrefix: string;
  label: string;
  tabs: readonly TabItem[];
  active: string;
  onChange: (id: string) => void;
  /**
   * Each tab's own address, when it has one: the tabs are then links, so that without scripts a tab opens
   * its page (the server renders it with that tab selected); with scripts they switch in place.
   */
  hrefOf?: (id: string) => string;
  className?: string;
}

const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

function TabList({ idPrefix, label, tabs, active, onChange, hrefOf, className = '' }: TabListProps) {
  const refs = useRef<(HTMLElement | null)[]>([]);
  const Tab = hrefOf ? 'a' : 'button';

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = tabs.findIndex((t) => t.id === active);
    const last = tabs.length - 1;
    const next = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    const tab = next === undefined ? undefined : tabs[next];
    if (next === undefined || !tab) return;
    event.preventDefault();
    onChange(tab.id);
    refs.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className={`flex flex-wrap gap-1 ${className}`}>
      {tabs.map((tab, index) => {
        const selected = tab.id === active;
        return (
          <Tab
            key={tab.id}
            ref={(el: HTMLElement | null) => {
              refs.current[index] = el;
            }}
            {...(hrefOf ? { href: hrefOf(tab.id) } : { type: 'button' as const })}
            role="tab"
            id={tabId(idPrefix, tab.id)}
            aria-selected={selected}
            aria-controls={panelId(idPrefix, tab.id)}
            tabIndex={selected ? 0 : -1}
            onClick={(event: MouseEvent) => {
              event.preventDefault();
              onChange(tab.id);
            }}
            className={`whitespace-nowrap rounded-lg px-3 py-2 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
              selected ? 'bg-brand-600 text-white' : 'bg-white text-slate-700 hover:bg-brand-50'
            }`}
          >
            {tab.label}
          </Tab>
        );
      })}
    </div>
  );
}

interface TabPanelProps {
  idPrefix: string;
  id: string;
  active: string;
  children: ReactNode;
  className?: string;
}

/** A panel stays in the document when hidden, so its static content is in the pre-rendered HTML. */
function TabPanel({ idPrefix, id, active, children, className = '' }: TabPanelProps) {
  return (
    <div
      role="tabpanel"
      id={panelId(idPrefix, id)}
      aria-labelledby={tabId(idPrefix, id)}
      hidden={id !== active}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes a panel focusable so keyboard users reach its text
      tabIndex={0}
      className={`focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${className}`}
    >
      {children}
    </div>
  );
}

export interface TabsProps<I extends string> extends TabListProps {
  tabs: readonly { id: I; label: string }[];
  /** Each tab's panel content, by tab id. */
  panels: Record<I, ReactNode>;
}

/** A tab list over its panels, one panel per tab (see `TabList` and `TabPanel`). */
export function Tabs<I extends string>({ panels, ...list }: TabsProps<I>) {
  return (
    <>
      <TabList {...list} />
      {list.tabs.map((tab) => (
        <TabPanel key={tab.id} idPrefix={list.idPrefix} id={tab.id} active={list.active}>
          {panels[tab.id]}
        </TabPanel>
      ))}
    </>
  );
}
