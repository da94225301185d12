import { describe, expect, it } from 'vitest';
import { britishWordsIn } from './british-words';

const words = (text: string) => britishWordsIn(text).map((finding) => finding.word);

describe('the British word list', () => {
  it.each([
    ['Cut labour costs', 'labour'],
    ['Colour-coded shifts', 'Colour'],
    ['Their favourite feature', 'favourite'],
    ['Honoured to serve', 'Honoured'],
    ['Organise your team', 'Organise'],
    ['Your organisation', 'organisation'],
    ['We recognised the problem', 'recognised'],
    ['Prioritising shifts', 'Prioritising'],
    ['Customisable reports', 'Customisable'],
    ['Analyse the week', 'Analyse'],
    ['The call centre', 'centre'],
    ['A driving licence', 'licence'],
    ['Paid by cheque', 'cheque'],
    ['Enrol your staff', 'Enrol'],
    ['An enrolment form', 'enrolment'],
    ['Our training programme', 'programme'],
    ['Paid every fortnight', 'fortnight'],
    ['Fortnightly pay runs', 'Fortnightly'],
    ['Build the rota', 'rota'],
    ['Publish the roster', 'roster'],
    ['Rostering made easy', 'Rostering'],
    ['Staff on holiday this week', 'on holiday'],
    ['Approve holiday requests', 'holiday requests'],
    ['Booked a holiday', 'Booked a holiday'],
    ['Bank holidays and weekends', 'Bank holidays'],
    ['Download your payslip', 'payslip'],
    ['Text their mobile', 'mobile'],
    ['Call my mobile phone', 'mobile'],
    ['Park in the car park', 'car park'],
    ['The cancelled shift', 'cancelled'],
    ['Practise the routine', 'Practise'],
    ['Whilst you wait', 'Whilst'],
  ])('flags %j', (text, word) => {
    expect(words(text)).toEqual([word]);
  });

  it('leaves US spellings and words that are -ise in US English too', () => {
    const text =
      'Labor costs, color, organize, organization, analyze, center, license, program, schedule, ' +
      'advertise, advertising, exercise, surprise, surprisingly, promise, enterprise, premises, ' +
      'compromise, otherwise, raised, rising, supervisor, expertise, improvisation, crises, analyses, ' +
      'analysis, this, rotation, rotating, Thanksgiving is a holiday, the holiday rush, holiday pay, ' +
      'the mobile app, mobile devices, a mobile-friendly site, your mobile workforce, hour, your, tour';
    expect(words(text)).toEqual([]);
  });

  it('says where each word is and what US English uses', () => {
    expect(britishWordsIn('We organise the rota.')).toEqual([
      { word: 'organise', us: '-ize, -ization (organize)', start: 3, end: 11 },
      { word: 'rota', us: 'schedule', start: 16, end: 20 },
    ]);
  });
});
