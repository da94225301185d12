// Plans list their features cumulatively ("Everything in Starter" plus a few more): these expand
// such a line into the features of the plan it names.

interface PlanFeatures {
  id: string;
  name: string;
  features: string[];
}

const EVERYTHING_IN = /^Everything in (.+)$/i;

function inheritedPlan(plans: readonly PlanFeatures[], feature: string): PlanFeatures | undefined {
  const name = EVERYTHING_IN.exec(feature)?.[1]?.trim().toLowerCase();
  return name ? plans.find((plan) => plan.name.toLowerCase() === name) : undefined;
}

/** Every feature of every plan, once each, in plan order, without the "Everything in" lines. */
export function allFeatures(plans: readonly PlanFeatures[]): string[] {
  const own = plans.flatMap((plan) => plan.features.filter((feature) => !inheritedPlan(plans, feature)));
  return [...new Set(own)];
}

/** The features a plan includes, its inherited ones too. */
export function includedFeatures(
  plans: readonly PlanFeatures[],
  planId: string,
  seen = new Set<string>(),
): Set<string> {
  const plan = plans.find((entry) => entry.id === planId);
  if (!plan || seen.has(plan.id)) return new Set();
  seen.add(plan.id);
  const result = new Set<string>();
  for (const feature of plan.features) {
    const parent = inheritedPlan(plans, feature);
    if (parent) for (const inherited of includedFeatures(plans, parent.id, seen)) result.add(inherited);
    else result.add(feature);
  }
  return result;
}
