// The region's header navigation (content story {region}/settings/navigation): top-level links and
// groups that open a panel of links, plus the header's call-to-action buttons. Groups are native
// <details>, so they work with the keyboard and before hydration; once hydrated, Escape, a click
// elsewhere and keyboard focus moving out of an open one close it, and only one is open at a time.
import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { trackLoginClicks } from '../../analytics/login-link';
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { ButtonRow } from '../shared/Button';
import type { NavLinkContent } from '../shared/nav-link.schema';
import type { HeaderNavigationContent } from './HeaderNavigation.schema';

function useDismissibleMenus(root: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const openMenus = () => [...element.querySelectorAll<HTMLDetailsElement>('details[open]')];
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      for (const menu of openMenus()) {
        menu.open = false;
        menu.querySelector('summary')?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      for (const menu of openMenus()) if (!menu.contains(event.target as Node)) menu.open = false;
    };
    const onFocusOut = (event: FocusEvent) => {
      // Only a move to another element: focus that goes nowhere (a click on the panel's padding,
      // the window losing focus) keeps the menu open; outside clicks are onPointer's.
      const next = event.relatedTarget;
      if (!(next instanceof Node)) return;
      for (const menu of openMenus()) if (!menu.contains(next)) menu.open = false;
    };
    const onToggle = (event: Event) => {
      const opened = event.target as HTMLDetailsElement;
      if (!opened.open) return;
      for (const menu of openMenus()) if (menu !== opened && !menu.contains(opened)) menu.open = false;
    };
    element.addEventListener('keydown', onKey);
    element.addEventListener('focusout', onFocusOut);
    element.addEventListener('toggle', onToggle, true);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      element.removeEventListener('keydown', onKey);
      element.removeEventListener('focusout', onFocusOut);
      element.removeEventListener('toggle', onToggle, true);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [root]);
}

function PanelLinks({ links }: { links: NavLinkContent[] }) {
  return (
    <ul className="nav-panel__links">
      {links.map((child) => (
        <li key={child.link}>
          <NavLink to={child.link} prefetch="intent">
            <span className="nav-panel__label">{child.label}</span>
            {child.description ? <span className="nav-panel__description">{child.description}</span> : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The product's sign-in link: LOGIN_STARTED is reported for it by the header's click handler. */
function LoginLink({ href }: { href: string }) {
  return (
    <a className="header-nav__login" href={href} data-login-link="">
      Log in
    </a>
  );
}

export function HeaderNavigation({
  main,
  buttons,
  loginUrl,
}: HeaderNavigationContent & Partial<BlockProps> & { loginUrl?: string }) {
  const editable = useBlockEditable();
  const root = useRef<HTMLDivElement>(null);
  useDismissibleMenus(root);
  return (
    // §7 LOGIN_STARTED when a header link to the product's login is followed (click bubbles here).
    <div className="header-nav" ref={root} onClick={trackLoginClicks('header')} {...editable}>
      <nav aria-label="Main" className="main-nav">
        <ul>
          {main.map((item) =>
            item.children.length > 0 ? (
              <li key={item._uid || item.label} className="main-nav__group">
                <details className="nav-panel">
                  <summary>{item.label}</summary>
                  <div className="nav-panel__body">
                    <PanelLinks links={item.children} />
                    {item.link ? (
                      <NavLink className="nav-panel__all" to={item.link}>
                        All of {item.label.toLowerCase()}
                      </NavLink>
                    ) : null}
                  </div>
                </details>
              </li>
            ) : item.link ? (
              <li key={item._uid || item.label}>
                <NavLink to={item.link} prefetch="intent">
                  {item.label}
                </NavLink>
              </li>
            ) : null,
          )}
        </ul>
      </nav>
      <div className="header-nav__buttons">
        {loginUrl ? <LoginLink href={loginUrl} /> : null}
        <ButtonRow buttons={buttons.map((button) => ({ ...button, size: 'sm' as const }))} />
      </div>
      <details className="mobile-nav">
        <summary>Menu</summary>
        <div className="mobile-nav__panel">
          <ul>
            {main.map((item) => (
              <li key={item._uid || item.label}>
                {item.children.length > 0 ? (
                  <>
                    <p className="mobile-nav__heading">{item.label}</p>
                    <ul>
                      {item.children.map((child) => (
                        <li key={child.link}>
                          <a href={child.link}>{child.label}</a>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : item.link ? (
                  <a href={item.link}>{item.label}</a>
                ) : null}
              </li>
            ))}
          </ul>
          {loginUrl ? <LoginLink href={loginUrl} /> : null}
          <ButtonRow buttons={buttons} />
        </div>
      </details>
    </div>
  );
}
