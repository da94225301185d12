import { describe, expect, it } from 'vitest';
import { clearingCookie, SESSION_IDLE_MS, sessionCookie, sessionIdOf, Sessions } from './sessions';

describe('Sessions', () => {
  it('expire after 8 hours without a request, and each request restarts the clock', () => {
    let now = 0;
    const sessions = new Sessions(() => now);
    const id = sessions.start('alice');
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    now = SESSION_IDLE_MS - 1;
    expect(sessions.touch(id)).toBe('alice');
    now += SESSION_IDLE_MS - 1;
    expect(sessions.touch(id)).toBe('alice');
    now += SESSION_IDLE_MS;
    expect(sessions.touch(id)).toBeUndefined();
    expect(sessions.size).toBe(0);
  });

  it('forget expired sessions when a new one starts, and ended ones at once', () => {
    let now = 0;
    const sessions = new Sessions(() => now);
    sessions.start('a');
    const b = sessions.start('b');
    now = SESSION_IDLE_MS;
    sessions.start('c');
    expect(sessions.size).toBe(1);
    expect(sessions.touch(b)).toBeUndefined();
    const d = sessions.start('d');
    sessions.end(d);
    expect(sessions.touch(d)).toBeUndefined();
    expect(sessions.touch(undefined)).toBeUndefined();
  });
});

describe('the session cookie', () => {
  it('is read from a Cookie header among others', () => {
    expect(sessionIdOf({ cookie: 'a=1; sl_editor=abc_-9; b=2' })).toBe('abc_-9');
    expect(sessionIdOf({ cookie: 'sl_editor_other=x' })).toBeUndefined();
    expect(sessionIdOf({})).toBeUndefined();
  });

  it('is Secure only behind a proxy that says https', () => {
    expect(sessionCookie('id', {})).toBe('sl_editor=id; Path=/editor; HttpOnly; SameSite=Strict');
    expect(sessionCookie('id', { 'x-forwarded-proto': 'https, http' })).toMatch(/; Secure$/);
    expect(sessionCookie('id', { 'x-forwarded-proto': 'http' })).not.toMatch(/Secure/);
    expect(clearingCookie({})).toBe('sl_editor=; Path=/editor; HttpOnly; SameSite=Strict; Max-Age=0');
  });
});
