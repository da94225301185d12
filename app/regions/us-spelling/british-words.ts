// British (and Australian) words and spellings that a US page should not use, for the check over
// the us copy (us-copy.test.tsx). Each names the word US readers expect instead.

export interface BritishWord {
  /** A regular expression source, matched case-insensitively between word boundaries. */
  pattern: string;
  /** What a US page says instead. */
  us: string;
}

export interface Finding {
  word: string;
  us: string;
  /** Where it starts and ends in the text checked. */
  start: number;
  end: number;
}

const OUR_STEMS = (
  'labo colo favo hono behavio neighbo flavo humo rumo harbo endeavo vapo savo savio armo odo rigo ' +
  'vigo parlo clamo splendo cando valo tumo fervo ardo'
).split(' ');

/** Words whose -ise spelling is also the US one (advertise, exercise...), by their -ise form. */
const US_ISE_WORDS = new Set(
  (
    'advertise advise apprise arise chastise circumcise comprise compromise concise demise despise ' +
    'devise disguise enfranchise disenfranchise enterprise excise exercise expertise franchise ' +
    'improvise imprecise incise merchandise precise premise promise reprise revise rise sunrise ' +
    'uprise raise fundraise praise appraise supervise surmise surprise televise wise otherwise ' +
    'likewise clockwise counterclockwise streetwise noise poise cruise bruise paradise treatise ' +
    'anise valise tortoise porpoise mortise guise cerise chemise mise louise denise elise eloise ' +
    // crises and kaiser: not -ise words at all, but shaped like them.
    'crise kaise'
  ).split(' '),
);

export const BRITISH_WORDS: readonly BritishWord[] = [
  { pattern: `(?:un|dis|mis|re)?(?:${OUR_STEMS.join('|')})ur[a-z]*`, us: '-or (labor, color, favor…)' },
  { pattern: '[a-z]+ys(?:e|ed|ing)', us: '-yze (analyze)' },
  {
    pattern:
      '(?:centre|theatre|metre|kilometre|centimetre|millimetre|litre|fibre|calibre|lustre|meagre|sombre|spectre|sabre|manoeuvre)(?:s|d)?',
    us: '-er (center, meter…)',
  },
  { pattern: '(?:licence|defence|offence|pretence)s?', us: '-se (license, defense…)' },
  {
    pattern:
      '(?:cancell|travell|modell|labell|levell|counsell|fuell|signall|totall|channell|marvell)(?:ed|ing|er|ers|or|ors|ous)',
    us: 'one l (canceled, traveling…)',
  },
  { pattern: 'enrol(?:s|ment|ments)?', us: 'enroll, enrollment' },
  { pattern: 'fulfil(?:s|ment)?', us: 'fulfill, fulfillment' },
  { pattern: 'instalments?', us: 'installment' },
  { pattern: 'skilful(?:ly)?|wilful(?:ly)?', us: 'skillful, willful' },
  { pattern: 'cheques?|chequing', us: 'check, checking' },
  { pattern: 'programmes?', us: 'program' },
  { pattern: 'catalogues?', us: 'catalog' },
  { pattern: 'judgements?', us: 'judgment' },
  { pattern: 'ageing', us: 'aging' },
  { pattern: 'grey(?:s|ed|ing)?', us: 'gray' },
  { pattern: 'whilst', us: 'while' },
  { pattern: 'amongst', us: 'among' },
  { pattern: 'learnt|spelt|dreamt', us: 'learned, spelled, dreamed' },
  { pattern: 'tyres?', us: 'tire' },
  { pattern: 'kerbs?', us: 'curb' },
  { pattern: 'aluminium', us: 'aluminum' },
  { pattern: 'aeroplanes?', us: 'airplane' },
  { pattern: 'storeys', us: 'stories' },
  { pattern: 'cosy|cosier', us: 'cozy' },
  { pattern: 'sceptic(?:s|al|ism)?', us: 'skeptic' },
  { pattern: 'jewellery', us: 'jewelry' },
  { pattern: 'maths', us: 'math' },
  { pattern: 'mums?', us: 'mom' },
  { pattern: 'post ?codes?', us: 'ZIP code' },
  { pattern: 'per cent', us: 'percent' },
  { pattern: 'fortnight(?:s|ly)?', us: 'two weeks, biweekly' },
  { pattern: 'rotas?', us: 'schedule' },
  { pattern: 'roster(?:s|ed|ing)?', us: 'schedule, scheduling' },
  // Holiday for vacation; a holiday (Thanksgiving, the holiday rush) is US English too.
  {
    pattern:
      '(?:(?:go|goes|going|went|away) on|on|annual|summer|school|half-term|bank|public) holidays?' +
      '|(?:book|books|booked|booking|take|takes|taking|took|taken) (?:a |their |your |his |her |some )?holidays?' +
      '|holidays? (?:entitlements?|allowances?|requests?|balances?|bookings?|accruals?|cover|year|leave)',
    us: 'vacation, time off (and a holiday for a public holiday)',
  },
  { pattern: 'annual leave', us: 'PTO, vacation' },
  { pattern: 'pay ?slips?', us: 'pay stub' },
  { pattern: 'timetabl(?:e|es|ed|ing)', us: 'schedule' },
  { pattern: 'car ?parks?', us: 'parking lot' },
  { pattern: 'staff ?rooms?', us: 'break room' },
  { pattern: 'high streets?', us: 'main street, downtown' },
  { pattern: 'petrol', us: 'gas' },
  { pattern: 'lorr(?:y|ies)', us: 'truck' },
  { pattern: 'trolleys?', us: 'cart' },
  { pattern: 'at the weekend', us: 'on the weekend' },
  { pattern: 'trading hours', us: 'business hours' },
  { pattern: 'superannuation', us: 'retirement contributions (401(k))' },
  { pattern: 'tick(?:s|ed|ing)? (?:the|a|this|that|each|every|your) (?:box|boxes)', us: 'check the box' },
  { pattern: 'fill(?:s|ed|ing)? in (?:the|a|this|your) form', us: 'fill out the form' },
  // A mobile is a cell phone; a mobile app, device or workforce is US English too.
  {
    pattern:
      'mobiles?(?!-| (?:app|apps|device|devices|friendly|first|web|site|browser|workforce|workers|employees|teams?|crews?|clock|data|network|screens?|version|access|check-in|use|users|experience|scheduling|time clock)\\b)',
    us: 'cell phone',
  },
];

const ISE = /\b([a-z]+?)(is)(e|es|ed|ing|er|ers|able|ably|ation|ations|ational)\b/gi;
const WORDS = new RegExp(`\\b(?:${BRITISH_WORDS.map((word) => `(${word.pattern})`).join('|')})\\b`, 'gi');

function iseFindings(text: string): Finding[] {
  const findings: Finding[] = [];
  for (const match of text.matchAll(ISE)) {
    const [word, stem = ''] = match;
    if (US_ISE_WORDS.has(`${stem.toLowerCase()}ise`)) continue;
    findings.push({
      word,
      us: '-ize, -ization (organize)',
      start: match.index,
      end: match.index + word.length,
    });
  }
  return findings;
}

/** Every British word or spelling in the text, in order. */
export function britishWordsIn(text: string): Finding[] {
  const findings = iseFindings(text);
  for (const match of text.matchAll(WORDS)) {
    const index = match.slice(1).findIndex((group) => group !== undefined);
    const entry = BRITISH_WORDS[index];
    if (!entry) continue;
    findings.push({ word: match[0], us: entry.us, start: match.index, end: match.index + match[0].length });
  }
  return findings.sort((a, b) => a.start - b.start);
}
