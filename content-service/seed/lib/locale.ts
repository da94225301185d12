// Region vocabulary. Shared copy is written in British/Australian spelling with `{token}`
// placeholders for words that differ by region (`{roster}` is "schedule" / "rota" / "roster").
// `localise` resolves the tokens, turns `~` link prefixes into the region prefix and, for the
// United States, converts British spellings to American ones.

export type Region = 'us' | 'gb' | 'au';
export const REGIONS: readonly Region[] = ['us', 'gb', 'au'];

/** Chooses the region's variant. */
export function pick<T>(region: Region, variants: Record<Region, T>): T {
  return variants[region];
}

/** Path prefix of the region's pages: `` for us (served at the root), `/gb`, `/au`. */
export function prefix(region: Region): string {
  return region === 'us' ? '' : `/${region}`;
}

/** A site path for the region: href('gb', '/pricing') is `/gb/pricing`, href('us', '/') is `/`. */
export function href(region: Region, path: string): string {
  if (path === '/') return region === 'us' ? '/' : prefix(region);
  return `${prefix(region)}${path}`;
}

type Words = Record<Region, string>;

const TOKENS: Record<string, Words> = {
  labour: { us: 'labor', gb: 'labour', au: 'labour' },
  roster: { us: 'schedule', gb: 'rota', au: 'roster' },
  rosters: { us: 'schedules', gb: 'rotas', au: 'rosters' },
  rostering: { us: 'scheduling', gb: 'rostering', au: 'rostering' },
  rostered: { us: 'scheduled', gb: 'rostered', au: 'rostered' },
  leave: { us: 'time off', gb: 'holiday', au: 'leave' },
  annual_leave: { us: 'PTO', gb: 'annual leave', au: 'annual leave' },
  public_holiday: { us: 'holiday', gb: 'bank holiday', au: 'public holiday' },
  public_holidays: { us: 'holidays', gb: 'bank holidays', au: 'public holidays' },
  store: { us: 'store', gb: 'shop', au: 'store' },
  stores: { us: 'stores', gb: 'shops', au: 'stores' },
  payslip: { us: 'pay stub', gb: 'payslip', au: 'payslip' },
  payslips: { us: 'pay stubs', gb: 'payslips', au: 'payslips' },
  buddy: { us: 'buddy punching', gb: 'buddy clocking', au: 'buddy clocking' },
  fortnight: { us: 'two weeks', gb: 'fortnight', au: 'fortnight' },
  fortnightly: { us: 'biweekly', gb: 'fortnightly', au: 'fortnightly' },
  cur: { us: '$', gb: '£', au: 'A$' },
  maths: { us: 'math', gb: 'maths', au: 'maths' },
  staff_room: { us: 'break room', gb: 'staff room', au: 'staff room' },
  mobile: { us: 'cell phone', gb: 'mobile', au: 'mobile' },
  car_park: { us: 'parking lot', gb: 'car park', au: 'car park' },
  car_parks: { us: 'parking lots', gb: 'car parks', au: 'car parks' },
  timetables: { us: 'class schedules', gb: 'timetables', au: 'timetables' },
  school_holidays: { us: 'school break', gb: 'school holidays', au: 'school holidays' },
};

// British spelling -> American spelling, for the us region. Stems take -ise/-ised/-ising/-isation.
const ISE_STEMS = [
  'anonym',
  'organ',
  'optim',
  'priorit',
  'recogn',
  'minim',
  'maxim',
  'summar',
  'standard',
  'custom',
  'personal',
  'final',
  'author',
  'categor',
  'digit',
  'incentiv',
  'special',
  'stabil',
  'penal',
  'util',
  'emphas',
  'apolog',
  'normal',
  'central',
  'synchron',
  'visual',
  'real',
  'item',
  'capital',
  'familiar',
  'formal',
  'mobil',
  'modern',
  'subsid',
  'critic',
  'sanit',
  'harmon',
  'rational',
];
const WORDS: Record<string, string> = {
  labour: 'labor',
  labours: 'labors',
  behaviour: 'behavior',
  behaviours: 'behaviors',
  colour: 'color',
  colours: 'colors',
  favour: 'favor',
  favourite: 'favorite',
  favourites: 'favorites',
  honour: 'honor',
  centre: 'center',
  centres: 'centers',
  cancelled: 'canceled',
  cancelling: 'canceling',
  travelled: 'traveled',
  travelling: 'traveling',
  modelling: 'modeling',
  modelled: 'modeled',
  labelled: 'labeled',
  labelling: 'labeling',
  fulfil: 'fulfill',
  fulfilment: 'fulfillment',
  enrol: 'enroll',
  enrolment: 'enrollment',
  licence: 'license',
  programme: 'program',
  programmes: 'programs',
  judgement: 'judgment',
  catalogue: 'catalog',
  defence: 'defense',
  whilst: 'while',
  learnt: 'learned',
  analyse: 'analyze',
  analysed: 'analyzed',
  analysing: 'analyzing',
  cheque: 'check',
  cheques: 'checks',
  neighbourhood: 'neighborhood',
  levelled: 'leveled',
  counselling: 'counseling',
  practise: 'practice',
  practised: 'practiced',
  practising: 'practicing',
  ageing: 'aging',
  instalment: 'installment',
  instalments: 'installments',
  metre: 'meter',
  metres: 'meters',
  kilometres: 'kilometers',
  grey: 'gray',
  skilful: 'skillful',
};

function matchCase(original: string, replacement: string): string {
  const head = original.charAt(0);
  return head === head.toUpperCase() && head !== head.toLowerCase()
    ? replacement.charAt(0).toUpperCase() + replacement.slice(1)
    : replacement;
}

const ISE = new RegExp(`\\b(${ISE_STEMS.join('|')})is(e|es|ed|ing|ation|ations|er|ers)\\b`, 'gi');
const WORD = new RegExp(`\\b(${Object.keys(WORDS).join('|')})\\b`, 'gi');

export function americanise(text: string): string {
  return text
    .replace(ISE, (_all, stem: string, suffix: string) => `${stem}iz${suffix}`)
    .replace(WORD, (word: string) => matchCase(word, WORDS[word.toLowerCase()] ?? word));
}

/** Resolves `{token}`s (a capitalised token capitalises the word) and region spelling. */
export function localiseText(region: Region, text: string): string {
  const resolved = text.replace(/\{([A-Za-z_]+)\}/g, (all, name: string) => {
    const words = TOKENS[name.toLowerCase()];
    if (!words) throw new Error(`Unknown token ${all} in: ${text.slice(0, 80)}`);
    return matchCase(name, words[region]);
  });
  const straight = resolved.replace(/[\u2018\u2019]/g, "'");
  return region === 'us' ? americanise(straight) : straight;
}

/** Resolves a region-relative path (`~/pricing`); other values are returned unchanged. */
export function localisePath(region: Region, path: string): string {
  if (!path.startsWith('~')) return path;
  const rest = localiseText(region, path.slice(1));
  return href(region, rest === '' ? '/' : rest);
}

const PATH_KEYS = new Set(['url', 'cached_url', 'href']);
const VERBATIM_KEYS = new Set([
  // Option values a block's schema checks exactly (theme 'grey' must not become 'gray').
  'theme',
  'size',
  'icon',
  'variant',
  'image_position',
  'align',
  'alignment',
  'imageS3Key',
  'focus',
  'time_zone',
  '_uid',
  'component',
  'fieldtype',
  'linktype',
  'type',
  'filename',
  'layout',
  'uuid',
]);

/** Localises every string in a content tree (paths in link fields, text elsewhere). */
export function localise<T>(region: Region, value: T): T {
  return walk(region, value, '') as T;
}

function walk(region: Region, value: unknown, key: string): unknown {
  if (typeof value === 'string') {
    if (PATH_KEYS.has(key)) return localisePath(region, value);
    if (VERBATIM_KEYS.has(key)) return value;
    return localiseText(region, value);
  }
  if (Array.isArray(value)) return value.map((item) => walk(region, item, key));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, walk(region, item, name)]));
  }
  return value;
}
