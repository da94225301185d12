import { homeLink, REGION_LABELS, REGIONS, type Region } from '../regions/region';

export function RegionSwitcher({ current }: { current: Region }) {
  return (
    <nav aria-label="Region" className="region-switcher">
      <ul>
        {REGIONS.map((region) => (
          <li key={region}>
            <a
              href={homeLink(region)}
              hrefLang={region === 'us' ? 'en-US' : region === 'gb' ? 'en-GB' : 'en-AU'}
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
