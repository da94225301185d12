import { defineBlock } from '../define-block';
import type { newsletterSignupSchema } from './NewsletterSignup.schema';

export default defineBlock<typeof newsletterSignupSchema>({
  name: 'newsletter_signup',
  load: () => import('./NewsletterSignup').then((module) => module.NewsletterSignup),
});
