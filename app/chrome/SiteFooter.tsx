import { Link } from 'react-router';
import { REGION_LABELS, type Region } from '../regions/region';
import { footerNavigation } from './nav-links';
import { RegionSwitcher } from './RegionSwitcher';

export function SiteFooter({ brandName, region }: { brandName: string; region: Region }) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        {footerNavigation(region).map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <h2 className="site-footer__heading">{column.heading}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="site-footer__heading">Region</h2>
          <p className="site-footer__region">You are viewing the {REGION_LABELS[region]} site.</p>
          <RegionSwitcher current={region} />
        </div>
      </div>
      <div className="container site-footer__legal">
        <p>
          © {new Date().getFullYear()} {brandName}. Workforce scheduling and timesheets since 2008.
        </p>
      </div>
    </footer>
  );
}
