// The content schemas of the product blocks (the components are in ./product.ts).
import { addOnListSchema } from '../AddOnList/AddOnList.schema';
import { complianceStatesSchema } from '../ComplianceStates/ComplianceStates.schema';
import { consultationSchema } from '../Consultation/Consultation.schema';
import { heroSignupSchema } from '../HeroSignup/HeroSignup.schema';
import { industryFilterSchema } from '../IndustryFilter/IndustryFilter.schema';
import { integrationLogosSchema } from '../IntegrationLogos/IntegrationLogos.schema';
import { integrationsDirectorySchema } from '../IntegrationsDirectory/IntegrationsDirectory.schema';
import { marketingFormSchema } from '../MarketingForm/MarketingForm.schema';
import { planComparisonSchema } from '../PlanComparison/PlanComparison.schema';
import { planFilterSchema } from '../PlanFilter/PlanFilter.schema';
import { pricingCalculatorSchema } from '../PricingCalculator/PricingCalculator.schema';
import { pricingTableSchema } from '../PricingTable/PricingTable.schema';
import { signupFormSchema } from '../SignupForm/SignupForm.schema';

export const productSchemas = {
  pricing_table: pricingTableSchema,
  plan_comparison: planComparisonSchema,
  add_on_list: addOnListSchema,
  pricing_calculator: pricingCalculatorSchema,
  plan_filter: planFilterSchema,
  industry_filter: industryFilterSchema,
  integrations_directory: integrationsDirectorySchema,
  integration_logos: integrationLogosSchema,
  compliance_states: complianceStatesSchema,
  hero_signup: heroSignupSchema,
  signup_form: signupFormSchema,
  marketing_form: marketingFormSchema,
  consultation: consultationSchema,
};
