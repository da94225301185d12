// The site header: logo, the region's navigation (content), the region switcher and the header's
// call to action.
import { HeaderNavigation } from '../blocks/HeaderNavigation/HeaderNavigation';
import { homeLink, type Region } from '../regions/region';
import { Logo } from './Logo';
import { RegionSwitcher } from './RegionSwitcher';
import { useChrome } from './use-chrome';

export function SiteHeader({ brandName, region }: { brandName: string; region: Region }) {
  const { header, loginUrl } = useChrome(region);
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Logo brandName={brandName} href={homeLink(region)} />
        <HeaderNavigation {...header} loginUrl={loginUrl} />
        <div className="site-header__actions">
          <RegionSwitcher current={region} />
        </div>
      </div>
    </header>
  );
}
