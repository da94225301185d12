// How each region asks. gb and au: the UK GDPR/PECR and the Australian Privacy Act
// expect a choice before anything non-essential. us: we ask first too (the issue: "every visitor
// deserves to be asked first"), with a lighter one-line banner, and honour GPC as the opt-out of
// selling/sharing that US state laws (CCPA/CPRA and others) require.
import type { Region } from '../regions/region';

export type BannerVariant = 'full' | 'light';

export interface RegionConsentPolicy {
  /** Whether non-essential services wait for a choice (true everywhere, see above). */
  askBeforeNonEssential: boolean;
  banner: BannerVariant;
}

export const REGION_CONSENT_POLICY: Record<Region, RegionConsentPolicy> = {
  us: { askBeforeNonEssential: true, banner: 'light' },
  gb: { askBeforeNonEssential: true, banner: 'full' },
  au: { askBeforeNonEssential: true, banner: 'full' },
};
