// The four layouts of requirements §2. A story names one in its `layout` field; default otherwise.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../chrome/Logo';
import { SiteFooter } from '../chrome/SiteFooter';
import { SiteHeader } from '../chrome/SiteHeader';
import { CookiePreferencesButton } from '../consent/CookiePreferencesButton';
import type { LayoutName } from '../content/story-types/page.schema';
import { homeLink, regionPath, type Region } from '../regions/region';

interface LayoutProps {
  name: LayoutName;
  brandName: string;
  region: Region;
  /** Shown by the logo-title-home-link layout in its bar. */
  title?: string;
  children: ReactNode;
}

/** Layouts without the site footer still let the visitor reopen the cookie preferences. */
function MinimalFooter() {
  return (
    <footer className="site-footer site-footer--minimal">
      <div className="container">
        <CookiePreferencesButton />
      </div>
    </footer>
  );
}

function Main({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1}>
      {children}
    </main>
  );
}

export function SiteLayout({ name, brandName, region, title, children }: LayoutProps) {
  switch (name) {
    case 'default-login':
      // Product-adjacent pages (login help): no marketing navigation to distract.
      return (
        <div className="layout" data-layout={name}>
          <header className="site-header site-header--minimal">
            <div className="container site-header__bar">
              <Logo brandName={brandName} href={homeLink(region)} />
              <a className="button button--outline button--sm" href={regionPath(region, '/login-help')}>
                Log in help
              </a>
            </div>
          </header>
          <Main>{children}</Main>
          <MinimalFooter />
        </div>
      );
    case 'default-logo-title-home-link':
      // Focused conversion pages: logo, the page's title and one way home.
      return (
        <div className="layout" data-layout={name}>
          <header className="site-header site-header--minimal">
            <div className="container site-header__bar">
              <Logo brandName={brandName} href={homeLink(region)} />
              {title ? <p className="site-header__title">{title}</p> : null}
              <Link to={homeLink(region)}>Back to home</Link>
            </div>
          </header>
          <Main>{children}</Main>
          <MinimalFooter />
        </div>
      );
    case 'default-widget':
      // Embedded in other sites: content only.
      return (
        <div className="layout layout--widget" data-layout={name}>
          <Main>{children}</Main>
          <MinimalFooter />
        </div>
      );
    default:
      return (
        <div className="layout" data-layout="default">
          <SiteHeader brandName={brandName} region={region} />
          <Main>{children}</Main>
          <SiteFooter brandName={brandName} region={region} />
        </div>
      );
  }
}
