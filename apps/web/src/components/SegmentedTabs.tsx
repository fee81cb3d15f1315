import { useRef, type KeyboardEvent } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  disabled?: boolean;
}

interface SegmentedTabsProps<K extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  /** Prefix of the tab and panel ids (see `tabIds`). */
  idPrefix: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** 'grid': two columns on phones, one row from the small breakpoint (long labels stay readable). */
  layout?: 'row' | 'grid';
}

/** The ids that tie a tab to its panel: give the panel `id={panel}` and `aria-labelledby={tab}`. */
export function tabIds(idPrefix: string, key: string): { tab: string; panel: string } {
  return { tab: `${idPrefix}-tab-${key}`, panel: `${idPrefix}-panel-${key}` };
}

/**
 * A row of tabs (WAI-ARIA tabs pattern): one tab stop, arrow keys, Home and End move between
 * the enabled tabs and select them. The caller renders the selected panel.
 */
export function SegmentedTabs<K extends string>({ label, idPrefix, tabs, selected, onSelect, layout = 'row' }: SegmentedTabsProps<K>) {
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const enabled = tabs.filter((tab) => tab.disabled !== true);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = enabled.findIndex((tab) => tab.key === selected);
    const target = {
      ArrowRight: enabled[(index + 1) % enabled.length],
      ArrowLeft: enabled[(index - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled.at(-1),
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onSelect(target.key);
    buttons.current.get(target.key)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      className={`${layout === 'grid' ? 'grid grid-cols-2 sm:flex' : 'flex overflow-x-auto'} gap-1 rounded-lg bg-slate-100 p-1 print:hidden`}
    >
      {tabs.map((tab) => {
        const active = tab.key === selected;
        const ids = tabIds(idPrefix, tab.key);
        return (
          <button
            key={tab.key}
            ref={(element) => {
              if (element === null) buttons.current.delete(tab.key);
              else buttons.current.set(tab.key, element);
            }}
            type="button"
            role="tab"
            id={ids.tab}
            aria-selected={active}
            // Only the selected panel is in the page; pointing at a missing one is an ARIA error.
            aria-controls={active ? ids.panel : undefined}
            tabIndex={active ? 0 : -1}
            disabled={tab.disabled}
            onClick={() => {
              onSelect(tab.key);
            }}
            onKeyDown={onKeyDown}
            className={`flex-1 shrink-0 rounded-md py-2.5 text-sm font-semibold sm:text-base ${layout === 'grid' ? 'px-2 sm:whitespace-nowrap sm:px-4' : 'whitespace-nowrap px-4'} ${
              active ? 'bg-white text-teal-800 shadow-sm' : 'text-slate-700 hover:text-slate-900'
            } disabled:cursor-not-allowed disabled:text-slate-500`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
