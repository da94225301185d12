import { NavLink } from 'react-router';
import { homeLink, regionPath, type Region } from '../regions/region';
import { Logo } from './Logo';
import { mainNavigation } from './nav-links';
import { RegionSwitcher } from './RegionSwitcher';

export function SiteHeader({ brandName, region }: { brandName: string; region: Region }) {
  const links = mainNavigation(region);
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Logo brandName={brandName} href={homeLink(region)} />
        <nav aria-label="Main" className="main-nav">
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <NavLink to={link.href} prefetch="intent">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <RegionSwitcher current={region} />
          <a className="button button--filled button--sm" href={regionPath(region, '/get-started')}>
            Start free trial
          </a>
        </div>
        {/* A disclosure works without JavaScript, so the menu is usable before hydration. */}
        <details className="mobile-nav">
          <summary>Menu</summary>
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
            <li>
              <a href={regionPath(region, '/get-started')}>Start free trial</a>
            </li>
          </ul>
        </details>
      </div>
    </header>
  );
}
