// Tabs: a headline and a set of labelled panels, each holding its own blocks (a feature per tab,
// say). Progressive: the server renders every panel stacked under its label as a heading, so all
// content is reachable without JavaScript and indexable; after hydration the labels become an
// accessible WAI-ARIA tablist (roving tabindex; arrows, Home and End) showing the first panel.
// The switch can move content below the tabs once, at hydration; stacking was chosen over hiding
// panels before hydration because hidden panels would be unreachable if the script never runs.
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { NestedBlocks } from '../Section/NestedBlocks';
import { Section } from '../shared/Section';
import { TabSet } from './TabSet';
import type { TabsContent } from './Tabs.schema';

export function Tabs({ uid, eyebrow, headline, intro, tabs, theme }: TabsContent & BlockProps) {
  const editable = useBlockEditable();
  if (tabs.length === 0) return null;
  return (
    <Section
      theme={theme}
      eyebrow={eyebrow}
      headline={headline}
      intro={intro}
      className="tabs-block"
      editable={editable}
    >
      <TabSet
        idBase={`tabs-${uid}`}
        label={headline || 'Tabs'}
        tabs={tabs.map((tab, index) => ({
          key: tab._uid || String(index),
          label: tab.label,
          panel: <NestedBlocks blocks={tab.body} className="tabs__content" />,
        }))}
      />
    </Section>
  );
}
