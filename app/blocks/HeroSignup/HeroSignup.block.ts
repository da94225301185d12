import { defineBlock } from '../define-block';
import type { heroSignupSchema } from './HeroSignup.schema';

export default defineBlock<typeof heroSignupSchema>({
  name: 'hero_signup',
  load: () => import('./HeroSignup').then((module) => module.HeroSignup),
});
