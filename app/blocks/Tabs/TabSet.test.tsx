import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { TabSet } from './TabSet';

// The hydrated form: what the tabs become once the page is interactive.
vi.mock('../shared/use-hydrated', () => ({ useHydrated: () => true }));

const tabs = ['Managers', 'Staff', 'Payroll'].map((label) => ({
  key: label,
  label,
  panel: <p>{label} panel</p>,
}));

describe('TabSet once hydrated', () => {
  it('is a WAI-ARIA tablist with a roving tabindex and only the first panel shown', () => {
    const html = renderToStaticMarkup(<TabSet idBase="t" label="Roles" tabs={tabs} />);
    expect(html).toContain('role="tablist" aria-label="Roles"');
    expect(html.match(/role="tab"/g)).toHaveLength(3);
    expect(html).toContain(
      '<button type="button" role="tab" id="t-tab-0" class="tabs__tab" aria-selected="true" aria-controls="t-panel-0" tabindex="0">Managers</button>',
    );
    expect(html).toContain('aria-selected="false" aria-controls="t-panel-1" tabindex="-1"');
    expect(html).toContain(
      'id="t-panel-0" class="tabs__panel" role="tabpanel" aria-labelledby="t-tab-0" tabindex="0">',
    );
    expect(html).toContain('aria-labelledby="t-tab-1" tabindex="0" hidden=""');
    expect(html).not.toContain('tabs__heading');
    expect(html).toContain('Payroll panel');
  });
});
