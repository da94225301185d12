import { describe, expect, it } from 'vitest';
import { isCompanyEmail } from './company-email';

describe('isCompanyEmail', () => {
  const domains = ['shiftlane.example', 'shiftlane.co.example'];

  it.each([
    ['ada@shiftlane.example', true],
    ['ada@SHIFTLANE.Example', true],
    ['ada@eu.shiftlane.example', true],
    ['ada@mail.eu.shiftlane.example', true],
    ['ada@shiftlane.co.example', true],
    ['"ada@home"@shiftlane.example', true],
    ['ada@notshiftlane.example', false],
    ['ada@shiftlane.example.evil.example', false],
    ['ada@shiftlane-example.com', false],
    ['ada@co.example', false],
    ['shiftlane.example@gmail.example', false],
    ['ada.shiftlane.example', false],
    ['ada@', false],
    ['', false],
    ['ada@[192.168.0.1]', false],
  ])('%j is %s', (email, expected) => {
    expect(isCompanyEmail(email, domains)).toBe(expected);
  });

  it('reads configured domains loosely: case, a leading @ or dot, a trailing dot, spaces', () => {
    expect(isCompanyEmail('ada@shiftlane.example', [' @ShiftLane.Example. '])).toBe(true);
    expect(isCompanyEmail('ada@eu.shiftlane.example', ['.shiftlane.example'])).toBe(true);
    expect(isCompanyEmail('ada@notshiftlane.example', ['@shiftlane.example'])).toBe(false);
  });

  it('never matches with no domains, or with blank entries in the list', () => {
    expect(isCompanyEmail('ada@shiftlane.example', [])).toBe(false);
    expect(isCompanyEmail('ada@shiftlane.example', ['', '  ', '.'])).toBe(false);
  });
});
