// Product blocks: plans and prices, the pricing calculator, industry and integration directories,
// compliance states, and the places of the signup, marketing and consultation forms.
import type { BlockComponents } from '../block';
import { AddOnList } from '../AddOnList/AddOnList';
import { ComplianceStates } from '../ComplianceStates/ComplianceStates';
import { Consultation } from '../Consultation/Consultation';
import { HeroSignup } from '../HeroSignup/HeroSignup';
import { IndustryFilter } from '../IndustryFilter/IndustryFilter';
import { IntegrationLogos } from '../IntegrationLogos/IntegrationLogos';
import { IntegrationsDirectory } from '../IntegrationsDirectory/IntegrationsDirectory';
import { MarketingForm } from '../MarketingForm/MarketingForm';
import { PlanComparison } from '../PlanComparison/PlanComparison';
import { PlanFilter } from '../PlanFilter/PlanFilter';
import { PricingCalculator } from '../PricingCalculator/PricingCalculator';
import { PricingTable } from '../PricingTable/PricingTable';
import { SignupForm } from '../SignupForm/SignupForm';
import type { productSchemas } from './product.schema';

export const productBlocks = {
  pricing_table: PricingTable,
  plan_comparison: PlanComparison,
  add_on_list: AddOnList,
  pricing_calculator: PricingCalculator,
  plan_filter: PlanFilter,
  industry_filter: IndustryFilter,
  integrations_directory: IntegrationsDirectory,
  integration_logos: IntegrationLogos,
  compliance_states: ComplianceStates,
  hero_signup: HeroSignup,
  signup_form: SignupForm,
  marketing_form: MarketingForm,
  consultation: Consultation,
} satisfies BlockComponents<typeof productSchemas>;
