// The interactive part of the tabs block. Before hydration (and without JavaScript) every panel is
// shown, one after the other under its label as a heading; once hydrated, the labels become a
// WAI-ARIA tablist with one panel visible at a time. The panels' content is the same elements in
// both forms, so hydrating never rebuilds the nested blocks.
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { tabAfterKey } from './tab-keys';
import { useHydrated } from '../shared/use-hydrated';

export interface TabContent {
  key: string;
  label: string;
  panel: ReactNode;
}

export interface TabSetProps {
  /** Unique per page: the base of the tab and panel element ids. */
  idBase: string;
  /** The tablist's accessible name. */
  label: string;
  tabs: readonly TabContent[];
}

export function TabSet({ idBase, label, tabs }: TabSetProps) {
  const enhanced = useHydrated();
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (index: number) => `${idBase}-tab-${index}`;
  const panelId = (index: number) => `${idBase}-panel-${index}`;
  const current = Math.min(selected, tabs.length - 1);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = tabAfterKey(event.key, current, tabs.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className={`tabs${enhanced ? ' tabs--enhanced' : ''}`}>
      {enhanced ? (
        <div className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
          {tabs.map((tab, index) => (
            <button
              key={tab.key}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              className="tabs__tab"
              aria-selected={index === current}
              aria-controls={panelId(index)}
              tabIndex={index === current ? 0 : -1}
              onClick={() => setSelected(index)}
            >
              {tab.label}
            </button>
          ))}
        </div>
      ) : null}
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          id={panelId(index)}
          className="tabs__panel"
          {...(enhanced
            ? { role: 'tabpanel', 'aria-labelledby': tabId(index), tabIndex: 0, hidden: index !== current }
            : {})}
        >
          {enhanced ? null : <h3 className="tabs__heading">{tab.label}</h3>}
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
