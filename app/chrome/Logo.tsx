import { Link } from 'react-router';

/** The brand's mark, decorative: the brand name always stands beside it. */
export function BrandMarkIcon() {
  return (
    <svg aria-hidden="true" width="28" height="28" viewBox="0 0 28 28" focusable="false">
      <rect width="28" height="28" rx="7" fill="currentColor" />
      <path d="M8 10h12M8 14h8M8 18h10" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ brandName, href }: { brandName: string; href: string }) {
  return (
    <Link to={href} className="logo" aria-label={`${brandName} home`}>
      <BrandMarkIcon />
      <span>{brandName}</span>
    </Link>
  );
}
