// The registration band at the foot of a live-training page, which the page's "Register for this
// session" call to action links to (#register), so it works as a plain link and form without
// JavaScript. The form itself is a chunk of its own: pages without a form never load its code.
import { lazyComponent } from '../app-shell/lazy-component';
import { Section } from '../blocks/shared/Section';
import type { Region } from '../regions/region';
import { REGISTRATION_ANCHOR, type LiveSession } from './session';

const RegistrationForm = lazyComponent(() =>
  import('./RegistrationForm').then((module) => module.RegistrationForm),
);

/** Loads the form's chunk (the browser does it as the page renders; tests before rendering). */
export const preloadRegistrationForm = () => RegistrationForm.preload();

export interface RegistrationSectionProps {
  session: LiveSession;
  region: Region;
  headline: string;
  /** The session's start as the page shows it, in its own zone. */
  when: string;
}

export function RegistrationSection({ session, region, headline, when }: RegistrationSectionProps) {
  // Requested as the page renders in the browser, so hydration waits for one chunk, not a round trip later.
  if (typeof document !== 'undefined') void preloadRegistrationForm();
  return (
    <Section
      id={REGISTRATION_ANCHOR}
      theme="grey"
      width="narrow"
      headline={headline}
      intro={`${session.title}, ${when}.`}
      className="registration"
    >
      <RegistrationForm session={session} region={region} />
    </Section>
  );
}
