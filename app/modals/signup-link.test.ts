import { describe, expect, it } from 'vitest';
import { opensSignupModal } from './signup-link';

describe('links that open the signup modal', () => {
  const page = 'https://www.shiftlane.example/gb/how-it-works';

  it("opens on '#signup' and on site links ending in it", () => {
    expect(opensSignupModal('#signup', page)).toBe(true);
    expect(opensSignupModal('/gb/get-started#signup', page)).toBe(true);
    expect(opensSignupModal('https://www.shiftlane.example/get-started#signup', page)).toBe(true);
  });

  it('leaves other links alone', () => {
    expect(opensSignupModal('#newsletter', page)).toBe(false);
    expect(opensSignupModal('/get-started', page)).toBe(false);
    expect(opensSignupModal('https://elsewhere.example/#signup', page)).toBe(false);
    expect(opensSignupModal('#signup-form', page)).toBe(false);
    expect(opensSignupModal(null, page)).toBe(false);
  });
});
