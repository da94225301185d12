// Exit popups (§2 item 6, §3): the region's popup, or the blog's on a blog post, shown when the
// visitor is about to leave. The rules (when, how often, where) are in exit-intent.ts.
import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router';
import { hrefOf } from '../content/links';
import type { ExitPopup } from '../local-data/local-data';
import { Button } from '../blocks/shared/Button';
import { useSiteState } from '../site-state/SiteState';
import {
  EXIT_POPUP_STORAGE_KEY,
  EXIT_SCROLL_READ_SHARE,
  EXIT_SCROLL_SAMPLE_MS,
  exitPopupAllowedOnLayout,
  isBlogPostPath,
  isExitIntent,
  isFastUpwardScroll,
  readShare,
  shownWithinPeriod,
} from './exit-intent';
import { useCurrentModal, useModals } from './modal-context';
import { ModalDescription, ModalTitle } from './ModalParts';
import { useNewsletterModal } from './NewsletterModal';

export function ExitPopupBody({ popup }: { popup: ExitPopup }) {
  const modals = useModals();
  const current = useCurrentModal();
  const openNewsletter = useNewsletterModal();
  const href = hrefOf(popup.cta_link);
  return (
    <div className="modal-body exit-popup">
      <ModalTitle className="modal-body__title">{popup.headline}</ModalTitle>
      <ModalDescription className="modal-body__text">{popup.text}</ModalDescription>
      <div className="button-row">
        {href ? (
          <Button text={popup.cta_text} href={href} size="lg" />
        ) : (
          // Without a link (the blog's popup), the call to action is the newsletter modal.
          <button
            type="button"
            className="button button--filled button--lg"
            onClick={() => {
              modals?.close(current?.key);
              openNewsletter?.(current?.opener);
            }}
          >
            {popup.cta_text}
          </button>
        )}
      </div>
    </div>
  );
}

/** Records that a popup is shown now; false when one was shown within the period (or cannot be recorded). */
function claimExitPopup(now: number): boolean {
  try {
    if (shownWithinPeriod(window.localStorage.getItem(EXIT_POPUP_STORAGE_KEY), now)) return false;
    window.localStorage.setItem(EXIT_POPUP_STORAGE_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

/** Calls `onExit` on exit intent: the pointer leaving through the top, or on touch a fast scroll up. */
function watchExitIntent(onExit: () => void): () => void {
  const onMouseOut = (event: MouseEvent) => {
    if (isExitIntent(event)) onExit();
  };
  let furthestRead = 0;
  let sample = { y: window.scrollY, at: performance.now() };
  const onScroll = () => {
    const now = performance.now();
    const y = window.scrollY;
    const page = {
      scrollY: y,
      viewportHeight: window.innerHeight,
      pageHeight: document.documentElement.scrollHeight,
    };
    furthestRead = Math.max(furthestRead, readShare(page));
    if (now - sample.at < EXIT_SCROLL_SAMPLE_MS) return;
    const fast = isFastUpwardScroll({ from: sample.y, to: y, ms: now - sample.at });
    sample = { y, at: now };
    if (fast && furthestRead >= EXIT_SCROLL_READ_SHARE) onExit();
  };
  const touch = window.matchMedia('(hover: none) and (pointer: coarse)').matches;
  document.addEventListener('mouseout', onMouseOut);
  if (touch) window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    document.removeEventListener('mouseout', onMouseOut);
    window.removeEventListener('scroll', onScroll);
  };
}

export function ExitPopups() {
  const site = useSiteState();
  const modals = useModals();
  const { pathname } = useLocation();

  const onExit = useEffectEvent(() => {
    if (!site || !modals || modals.entries.length > 0) return;
    const layout = document.querySelector('[data-layout]')?.getAttribute('data-layout');
    if (!exitPopupAllowedOnLayout(layout) || !claimExitPopup(Date.now())) return;
    const blog = isBlogPostPath(pathname);
    modals.open({
      target: blog ? 'blog-exit-popup' : 'exit-popup',
      id: blog ? 'blog' : site.region,
      content: <ExitPopupBody popup={blog ? site.exitPopups.blog : site.exitPopups.region} />,
      size: 'sm',
      closeOnOutsideClick: true,
    });
  });

  // Effects run only in the browser, after hydration: no popup can come before.
  useEffect(() => watchExitIntent(() => onExit()), []);
  return null;
}
