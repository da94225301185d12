// Product blocks: plans and prices, the pricing calculator, industry and integration directories,
// compliance states, and the places of the signup, marketing and consultation forms.
import { lazyComponent } from '../../app-shell/lazy-component';
import type { BlockComponents } from '../block';
import type { productSchemas } from './product.schema';

export const productBlocks = {
  pricing_table: lazyComponent(() =>
    import('../PricingTable/PricingTable').then((module) => module.PricingTable),
  ),
  plan_comparison: lazyComponent(() =>
    import('../PlanComparison/PlanComparison').then((module) => module.PlanComparison),
  ),
  add_on_list: lazyComponent(() => import('../AddOnList/AddOnList').then((module) => module.AddOnList)),
  pricing_calculator: lazyComponent(() =>
    import('../PricingCalculator/PricingCalculator').then((module) => module.PricingCalculator),
  ),
  plan_filter: lazyComponent(() => import('../PlanFilter/PlanFilter').then((module) => module.PlanFilter)),
  industry_filter: lazyComponent(() =>
    import('../IndustryFilter/IndustryFilter').then((module) => module.IndustryFilter),
  ),
  integrations_directory: lazyComponent(() =>
    import('../IntegrationsDirectory/IntegrationsDirectory').then((module) => module.IntegrationsDirectory),
  ),
  integration_logos: lazyComponent(() =>
    import('../IntegrationLogos/IntegrationLogos').then((module) => module.IntegrationLogos),
  ),
  compliance_states: lazyComponent(() =>
    import('../ComplianceStates/ComplianceStates').then((module) => module.ComplianceStates),
  ),
  hero_signup: lazyComponent(() => import('../HeroSignup/HeroSignup').then((module) => module.HeroSignup)),
  signup_form: lazyComponent(() => import('../SignupForm/SignupForm').then((module) => module.SignupForm)),
  marketing_form: lazyComponent(() =>
    import('../MarketingForm/MarketingForm').then((module) => module.MarketingForm),
  ),
  consultation: lazyComponent(() =>
    import('../Consultation/Consultation').then((module) => module.Consultation),
  ),
} satisfies BlockComponents<typeof productSchemas>;
