// The site footer: the region's footer content, the region switcher and the copyright line.
import { FooterNavigation } from '../blocks/FooterNavigation/FooterNavigation';
import { CookiePreferencesButton } from '../consent/CookiePreferencesButton';
import { REGION_LABELS, type Region } from '../regions/region';
import { RegionSwitcher } from './RegionSwitcher';
import { useChrome } from './use-chrome';

export function SiteFooter({ brandName, region }: { brandName: string; region: Region }) {
  const { footer, launched } = useChrome(region);
  return (
    <footer className="site-footer">
      <div className="container site-footer__top">
        <FooterNavigation {...footer} />
        <div className="site-footer__region">
          <h2 className="site-footer__heading">Region</h2>
          <p>You are viewing the {REGION_LABELS[region]} site.</p>
          <RegionSwitcher current={region} />
        </div>
      </div>
      <div className="container site-footer__legal">
        <p>
          © {new Date().getFullYear()} {brandName}. Workforce scheduling and timesheets
          {launched ? ` since ${launched}` : ''}.
        </p>
        <p>
          <CookiePreferencesButton />
        </p>
      </div>
    </footer>
  );
}
