// The registration form of a live-training page (a chunk of its own, like the form blocks): the
// site's marketing form machinery with the session in hidden fields, and a confirmation that names
// the session and its start, in the visitor's zone once the browser runs the form.
import { FORM_IDS } from '../forms/definitions';
import { SESSION_ID_FIELD, SESSION_STARTS_AT_FIELD, type FormSuccess } from '../forms/form-result';
import { MarketingFormView } from '../forms/ui/MarketingFormView';
import { Button } from '../blocks/shared/Button';
import { regionPath, REGION_LOCALES, type Region } from '../regions/region';
import { registrationConfirmation, visitorTimeZone } from './confirmation';
import type { LiveSession } from './session';

export const REGISTRATION_FORM_KEY = 'live-training-registration';
const THANK_YOU = "You're registered. We will email you the joining link.";
const ERROR = 'Sorry, registration is not working just now. Please try again in a minute, or ask our team.';

export interface RegistrationFormProps {
  session: LiveSession;
  region: Region;
}

export function RegistrationForm({ session, region }: RegistrationFormProps) {
  const locale = REGION_LOCALES[region];
  const confirmation = (result: FormSuccess, shownIn: 'session' | 'visitor') => {
    const registration = result.registration;
    if (!registration) return THANK_YOU;
    const zone = shownIn === 'visitor' ? (visitorTimeZone() ?? registration.timeZone) : registration.timeZone;
    return registrationConfirmation(registration, { timeZone: zone, locale });
  };
  return (
    <div className="marketing-form registration-form panel" data-form-id={FORM_IDS.liveTraining}>
      <MarketingFormView
        formId={FORM_IDS.liveTraining}
        formKey={REGISTRATION_FORM_KEY}
        thankYou={THANK_YOU}
        error={ERROR}
        hiddenFields={{ [SESSION_ID_FIELD]: session.id, [SESSION_STARTS_AT_FIELD]: session.startsAt }}
        confirmation={confirmation}
        fallback={<Button text="Contact our team" href={regionPath(region, '/contact-sales')} size="lg" />}
      />
    </div>
  );
}
