// Links to the other regions' versions of this page (./region-links.ts): plain links, so they work
// before hydration and with the keyboard.
import { REGION_LABELS, REGION_LOCALES, REGIONS, type Region } from '../regions/region';
import { useRegionLinks } from './region-links';

export function RegionSwitcher({ current }: { current: Region }) {
  const links = useRegionLinks();
  return (
    <nav aria-label="Region" className="region-switcher">
      <ul>
        {REGIONS.map((region) => (
          <li key={region}>
            <a
              href={links[region]}
              hrefLang={REGION_LOCALES[region]}
              aria-current={region === current ? 'true' : undefined}
            >
              <span className="visually-hidden">{REGION_LABELS[region]}</span>
              <span aria-hidden="true">{region.toUpperCase()}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
