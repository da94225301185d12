import { defineBlock } from '../define-block';
import type { signupFormSchema } from './SignupForm.schema';

export default defineBlock<typeof signupFormSchema>({
  name: 'signup_form',
  load: () => import('./SignupForm').then((module) => module.SignupForm),
});
