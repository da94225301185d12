// Product blocks: plans and prices, the pricing calculator, industry and integration directories,
// compliance states, and the places of the signup, marketing and consultation forms.
import { block } from '../block';
import { AddOnList, addOnListSchema } from '../AddOnList/AddOnList';
import { ComplianceStates, complianceStatesSchema } from '../ComplianceStates/ComplianceStates';
import { Consultation, consultationSchema } from '../Consultation/Consultation';
import { HeroSignup, heroSignupSchema } from '../HeroSignup/HeroSignup';
import { IndustryFilter, industryFilterSchema } from '../IndustryFilter/IndustryFilter';
import { IntegrationLogos, integrationLogosSchema } from '../IntegrationLogos/IntegrationLogos';
import {
  IntegrationsDirectory,
  integrationsDirectorySchema,
} from '../IntegrationsDirectory/IntegrationsDirectory';
import { MarketingForm, marketingFormSchema } from '../MarketingForm/MarketingForm';
import { PlanComparison, planComparisonSchema } from '../PlanComparison/PlanComparison';
import { PlanFilter, planFilterSchema } from '../PlanFilter/PlanFilter';
import { PricingCalculator, pricingCalculatorSchema } from '../PricingCalculator/PricingCalculator';
import { PricingTable, pricingTableSchema } from '../PricingTable/PricingTable';
import { SignupForm, signupFormSchema } from '../SignupForm/SignupForm';

export const productBlocks = {
  pricing_table: block(pricingTableSchema, PricingTable),
  plan_comparison: block(planComparisonSchema, PlanComparison),
  add_on_list: block(addOnListSchema, AddOnList),
  pricing_calculator: block(pricingCalculatorSchema, PricingCalculator),
  plan_filter: block(planFilterSchema, PlanFilter),
  industry_filter: block(industryFilterSchema, IndustryFilter),
  integrations_directory: block(integrationsDirectorySchema, IntegrationsDirectory),
  integration_logos: block(integrationLogosSchema, IntegrationLogos),
  compliance_states: block(complianceStatesSchema, ComplianceStates),
  hero_signup: block(heroSignupSchema, HeroSignup),
  signup_form: block(signupFormSchema, SignupForm),
  marketing_form: block(marketingFormSchema, MarketingForm),
  consultation: block(consultationSchema, Consultation),
};
