// The choices the consent UI can make, each going through the installed manager (no manager: the
// page has not hydrated, so no choice can be recorded and nothing changes).
import { currentAirgap, type ConsentSource } from './airgap';
import { acceptAllChoices, NOTHING_CHOSEN, type OptionalPurpose, type PurposeChoices } from './purposes';

function decide(choices: PurposeChoices, source: ConsentSource): boolean {
  const airgap = currentAirgap();
  if (!airgap) return false;
  airgap.decide(choices, source);
  return true;
}

export function acceptAll(): boolean {
  return decide(acceptAllChoices(currentAirgap()?.getState().gpc ?? false), 'accept-all');
}

export function rejectAll(): boolean {
  return decide(NOTHING_CHOSEN, 'reject-all');
}

export function savePreferences(choices: PurposeChoices): boolean {
  return decide(choices, 'preferences');
}

/** Adds purposes to what is granted, keeping the rest (e.g. "Allow video embeds and play"). */
export function grantPurposes(purposes: readonly OptionalPurpose[], source: ConsentSource): boolean {
  const current = currentAirgap()?.getState().purposes;
  if (!current) return false;
  const grant = (purpose: OptionalPurpose) => current[purpose] || purposes.includes(purpose);
  return decide(
    { functional: grant('functional'), analytics: grant('analytics'), advertising: grant('advertising') },
    source,
  );
}
