// The inline signup form block, with the fields of §3 "Signup modal content". Empty fields take
// the site's signup modal content; hideComponent hides the block. SignupFormSlot renders the form.
import { useBlockEditable } from '../block-scope';
import type { BlockProps } from '../block';
import { Section } from '../shared/Section';
import type { SignupFormContent } from './SignupForm.schema';
import { SignupFormSlot } from './SignupFormSlot';

export function SignupForm({
  heading,
  subheading,
  cta_text,
  form_id,
  show_social_button,
  show_capterra_rating,
  hideComponent,
  inline,
  terms_condition_link,
  privacy_policy_link,
  theme,
  anchor,
  uid,
}: SignupFormContent & BlockProps) {
  const editable = useBlockEditable();
  if (hideComponent) return null;
  return (
    <Section
      theme={theme}
      width="narrow"
      className="signup-form"
      id={anchor || undefined}
      editable={editable}
    >
      <SignupFormSlot
        formKey={uid}
        heading={heading}
        subheading={subheading}
        ctaText={cta_text}
        formId={form_id}
        showSocialButton={show_social_button ?? undefined}
        showCapterraRating={show_capterra_rating ?? undefined}
        inline={inline}
        termsLink={terms_condition_link}
        privacyLink={privacy_policy_link}
      />
    </Section>
  );
}
