// A live-training page shows its registration by where the session stands when the page is
// rendered: the form on the page while it is upcoming, a note once it has started or ended, and
// the content's own link when it registers elsewhere.
import { beforeAll, describe, expect, it } from 'vitest';
import { liveTraining } from '../blocks/BlogList/fixtures';
import { renderWithSite } from '../blocks/test-support';
import { StoryView } from '../pages/StoryView';
import { preloadRegistrationForm } from './RegistrationSection';
import { sessionStateOf } from './session';

beforeAll(async () => {
  await preloadRegistrationForm();
});

const UUID = '8be45d83-b3d8-4468-adb0-4c93c14eb33c';

function page(now: string, fields: Parameters<typeof liveTraining>[1] = {}) {
  const story = {
    ...liveTraining('gb/training/live-training/essentials', {
      title: 'Shiftlane essentials for new admins',
      starts_at: '2026-12-09 10:00',
      time_zone: 'Europe/London',
      registration_text: 'Register for this session',
      ...fields,
    }),
    uuid: UUID,
  };
  const liveSession = sessionStateOf(story, 'gb', new Date(now));
  return renderWithSite(<StoryView story={story} region="gb" liveSession={liveSession} />, {
    region: 'gb',
    url: '/gb/training/live-training/essentials',
  });
}

describe('a live-training page', () => {
  it('links its call to action to the registration form on the page, which carries the session', () => {
    const html = page('2026-11-26T09:00:00Z');
    expect(html).toContain(
      '<a class="button button--filled button--md session-card__cta" href="#register">Register for this session</a>',
    );
    expect(html).toMatch(/<section class="section theme-grey registration" id="register">/);
    expect(html).toContain('<h2 class="section__title">Register for this session</h2>');
    expect(html).toMatch(/Shiftlane essentials for new admins, Wednesday,? 9 December 2026, 10:00 GMT\./);
    expect(html).toContain('data-form-id="3001"');
    // Without JavaScript the form posts the session with it.
    expect(html).toContain(`<input type="hidden" name="sessionId" value="${UUID}"/>`);
    expect(html).toContain('<input type="hidden" name="sessionStartsAt" value="2026-12-09T10:00:00.000Z"/>');
    for (const name of ['firstName', 'lastName', 'email', 'company', 'jobTitle']) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toMatch(/<textarea[^>]*name="question"/);
    expect(html).not.toContain('This session has');
  });

  it('says the session has ended, with no form, once it is over', () => {
    const html = page('2026-12-09T11:00:00Z');
    expect(html).toContain('<p class="session-card__closed">This session has ended.</p>');
    expect(html).not.toContain('id="register"');
    expect(html).not.toContain('session-card__cta');
    expect(html).not.toContain('name="sessionId"');
  });

  it('says registration has closed while the session is under way', () => {
    const html = page('2026-12-09T10:30:00Z');
    expect(html).toContain('This session has started, so registration has closed.');
    expect(html).not.toContain('id="register"');
  });

  it("sends the call to action to the content's own registration link, with no form on the page", () => {
    const html = page('2026-11-26T09:00:00Z', {
      registration_link: 'https://webinars.example.com/essentials',
    });
    expect(html).toContain('href="https://webinars.example.com/essentials">Register for this session</a>');
    expect(html).not.toContain('id="register"');
  });

  it('keeps the contact link for a session whose start cannot be read', () => {
    const html = page('2026-11-26T09:00:00Z', { starts_at: 'to be announced' });
    expect(html).toContain('href="/gb/contact-sales">Register for this session</a>');
    expect(html).not.toContain('id="register"');
  });
});
