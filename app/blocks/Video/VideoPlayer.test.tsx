import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ModalContext, type ModalsApi } from '../../modals/modal-context';
import { VideoPlayer } from './VideoPlayer';

// The hydrated form: the play control becomes a button that loads the player on click.
vi.mock('../shared/use-hydrated', () => ({ useHydrated: () => true }));

describe('VideoPlayer once hydrated', () => {
  it('offers a play button for an embeddable video, still without loading it', () => {
    const html = renderToStaticMarkup(
      <VideoPlayer href="https://youtu.be/dQw4w9WgXcQ" title="Tour" poster={null} />,
    );
    expect(html).toContain('<button type="button" class="video-player__play">');
    expect(html).toContain('Play video: Tour');
    expect(html).not.toContain('<iframe');
  });

  it('says its button opens a dialog where the page can open the video modal', () => {
    const modals = { entries: [], open: () => 1, close: () => undefined } as unknown as ModalsApi;
    const html = renderToStaticMarkup(
      <ModalContext.Provider value={modals}>
        <VideoPlayer href="https://youtu.be/dQw4w9WgXcQ" title="Tour" poster={null} />
      </ModalContext.Provider>,
    );
    expect(html).toContain('<button type="button" class="video-player__play" aria-haspopup="dialog">');
    expect(html).not.toContain('<iframe');
  });

  it('keeps a link for an address it cannot embed', () => {
    const html = renderToStaticMarkup(<VideoPlayer href="https://example.com/tour" title="" poster={null} />);
    expect(html).toContain('<a class="video-player__play" href="https://example.com/tour"');
    expect(html).toContain('Play video</span>');
  });
});
