import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ModalProvider } from '../../modals/ModalProvider';
import { SiteStateProvider } from '../../site-state/SiteState';
import { Blocks } from '../Blocks';
import { parseBlocks } from '../parse-blocks.server';
import { rawBlock, renderBlocks, siteStateFor } from '../test-support';

const hydrated = vi.hoisted(() => ({ value: false }));
vi.mock('../shared/use-hydrated', () => ({ useHydrated: () => hydrated.value }));

const checklistModal = rawBlock('modal', {
  trigger_text: 'See the weekly checklist',
  trigger_type: 'outline',
  trigger_size: 'lg',
  headline: 'The weekly roster checklist',
  close_on_outside_click: true,
  modal_id: 'weekly-checklist',
  body: [
    rawBlock('checklist', { items: [{ component: 'checklist_item', text: 'Publish by Thursday' }] }, 'c1'),
  ],
});

describe('modal', () => {
  it('is a link to its content before hydration, the content shown only when targeted', () => {
    const { html, warnings } = renderBlocks([checklistModal]);
    expect(warnings).toEqual([]);
    expect(html).toContain(
      '<a class="button button--outline button--lg" href="#weekly-checklist"><span>See the weekly checklist</span></a>',
    );
    expect(html).toContain(
      '<section id="weekly-checklist" class="modal-block__fallback" aria-label="The weekly roster checklist">',
    );
    expect(html).toContain('<h2 class="modal-body__title">The weekly roster checklist</h2>');
    expect(html).toContain('Publish by Thursday');
    expect(html).not.toContain('role="dialog"');
  });

  it('becomes a button that opens a dialog once hydrated, with nothing open yet', () => {
    hydrated.value = true;
    try {
      const html = renderToStaticMarkup(
        <MemoryRouter initialEntries={['/how-it-works']}>
          <SiteStateProvider value={siteStateFor('us')}>
            <ModalProvider>
              <Blocks blocks={parseBlocks([checklistModal])} />
            </ModalProvider>
          </SiteStateProvider>
        </MemoryRouter>,
      );
      expect(html).toContain(
        '<button type="button" class="button button--outline button--lg" aria-haspopup="dialog"><span>See the weekly checklist</span></button>',
      );
      expect(html).not.toContain('modal-block__fallback');
      expect(html).not.toContain('Publish by Thursday');
    } finally {
      hydrated.value = false;
    }
  });

  it('names an icon trigger with its text and takes modal-{uid} for an unusable id, with a warning', () => {
    const { html, warnings } = renderBlocks([
      rawBlock('modal', {
        trigger_text: 'More',
        trigger_type: 'icon',
        headline: 'More',
        modal_id: '1 bad id',
      }),
    ]);
    expect(warnings).toEqual([expect.stringContaining('modal_id "1 bad id"')]);
    expect(html).toContain('href="#modal-modal-1" aria-label="More" title="More"');
    expect(html).toContain('id="modal-modal-1"');
  });

  it('is skipped, with a warning, without a trigger text or a headline', () => {
    const { html, warnings } = renderBlocks([rawBlock('modal', { headline: 'x' })]);
    expect(html).toBe('');
    expect(warnings[0]).toContain('Invalid content for modal');
  });
});
