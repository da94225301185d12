// Hostile requests against the production build: no malformed request may get a 5xx, a stack trace
// or an internal path, and the site must still answer afterwards. The requests are written on raw
// sockets (node:net), byte for byte, because fetch() and Playwright refuse to send most of them:
// TRACE and CONNECT, `*` and absolute targets, several Host lines, lying Content-Length, broken
// chunks, garbage methods. They are generated from a fixed seed, so every run sends the same ones.
import { connect } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3300);
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const HOST = `127.0.0.1:${SITE_PORT}`;
const SEED = 0x5eed_f022;
const RANDOM_REQUESTS = 300;
const CONCURRENCY = 8;
/** Every request is answered, or its connection closed, within this: otherwise the site hung on it. */
const ANSWER_TIMEOUT_MS = 10_000;

interface FuzzRequest {
  label: string;
  /** The bytes sent: request line, headers, blank line, body. */
  bytes: Buffer;
  /**
   * The request is broken at the HTTP/1.1 level (garbage method or header, a body shorter than its
   * Content-Length, bad chunk framing): Node's parser rejects it before Express sees it, answering
   * its own 400 and closing, or (when the client has already gone, or the site had answered) just
   * closing. For these only, a close without any answer is fine (at once, like every answer: within
   * ANSWER_TIMEOUT_MS); for every other request it is a failure.
   */
  protocolError: boolean;
  /** The body stops short of what the framing announced: the socket is half-closed after writing. */
  truncated: boolean;
}

interface Outcome {
  request: FuzzRequest;
  /** The final status, or 0 when the server closed the connection without one. */
  status: number;
  headers: string;
  body: string;
  timedOut: boolean;
}

/** mulberry32: a small seeded PRNG, so that the requests are the same on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    chance: (probability: number) => next() < probability,
    pick<T>(items: readonly T[]): T {
      return items[Math.floor(next() * items.length)] as T;
    },
    bytes(length: number): Buffer {
      return Buffer.from(Array.from({ length }, () => Math.floor(next() * 256)));
    },
  };
}
type Random = ReturnType<typeof seeded>;

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'CONNECT', 'OPTIONS', 'PROPFIND'];
/** Methods Node's parser does not know, or not spelt as a method: it answers 400 itself. */
const GARBAGE_METHODS = ['get', 'Post', 'G3T', 'FOO', 'GET/', '\u00c9T', 'TRACE\u0000', 'BREW'];

const PAGE_TARGETS = [
  '/',
  '/gb',
  '/au/pricing',
  '/pricing',
  '/blog',
  '/blog?page=%ZZ',
  '/book-a-consultation',
  '/gb/no-such-page-fuzz',
  '/robots.txt',
  '/sitemap.xml',
  '/builds/latest.json',
  '/builds/meta/%2e%2e%2fpackage.json',
  '/favicon.svg',
  '/sw.js',
  '/assets/%2e%2e/%2e%2e/package.json',
  '/__manifest?paths=%E0%A4%A&version=x',
  '/pricing.data?_routes=root,%3Cx%3E',
  '/admin/leads?token=%',
  '/admin/leads.csv?token[]=1',
  '/admin/monitoring/sessions/%00',
];
const HOSTILE_TARGETS = [
  '*',
  'http://evil.example/',
  'http://evil.example:99999/gb',
  'https://127.0.0.1/pricing',
  'evil.example:443',
  '//double',
  '///triple/slash',
  '//evil.example/%2e%2e',
  '/\\evil.example',
  '/%',
  '/%ZZ',
  '/%E0%A4%A',
  '/..%2f..%2fetc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/%00',
  '/pricing%00.html',
  '/%C0%AE%C0%AE/',
  '/%F0%9F%92%A9',
  '/\u00fcn\u00efc\u00f6d\u00e9',
  '/\u{1F4A9}',
  '/media/',
  '/media/..%2f..%2fconfig',
  '/media/x.jpg?w=-1&h=abc&fm=evil',
  '/media/x.jpg/m/99999999999999999999x0/filters:quality(%00)',
  '/media/x.jpg/m/-1xabc/filters:format(evil):focal(%ZZ)',
  '/media/%ZZ',
  '/api/forms/%00',
  '/api/forms/2215?x=%ZZ',
  '/api/consent?%',
  '/api/collect?__proto__[polluted]=1',
  '/?a=%&b=%%%&c[]=1&c[x]=2&__proto__[x]=1&constructor=',
  '/?q=%3Cscript%3Ealert(1)%3C/script%3E',
  '/blog/page/-1',
  '/blog/page/99999999999999999999',
];
const POST_TARGETS = [
  '/api/consent',
  '/api/collect',
  '/api/monitoring',
  '/api/monitoring/logs',
  '/api/monitoring/replay',
  '/api/content-published',
  '/api/forms/2215',
  '/book-a-consultation',
  '/gb/book-a-consultation',
  '/gb/start-free',
  '/pricing',
  '/pricing.data',
  '/book-a-consultation.data',
  '/',
];

const CONTENT_TYPES = [
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data',
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/octet-stream',
  'application/json; charset=utf-9000',
  'x/y; ;;=',
  '',
];

function bodyFor(random: Random): Buffer {
  const texts = [
    '{"a":',
    '[[[[[[[[',
    `${'['.repeat(4_000)}${']'.repeat(4_000)}`,
    '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}',
    'null',
    '"just a string"',
    '{"choices":{"analytics":"yes please"},"version":-1}',
    '{"events":[{"type":null,"t":"NaN"}]}',
    '{"e":1e999999}',
    'a=%ZZ&b',
    '=&=&&=',
    'email=%00%ff%fe&name=%E0%A4%A',
    '_form=2215&_key=../../etc&submissionId=fuzz-0000-0000&email=a@b.example',
    '_form=%00&_form=2215&submissionId=x',
    '_form=9999999&submissionId=12345678&email=<script>',
    '--fuzz\r\nContent-Disposition: form-data; name="email"\r\n\r\nx\r\n--fuzz--\r\n',
    '--fuzz\r\nContent-Disposition: form-data; name="_form"; filename="../../x"\r\n\r\n',
    '--wrong\r\nbroken',
    '',
  ];
  if (random.chance(0.2)) return random.bytes(random.int(2_048));
  return Buffer.from(random.pick(texts), 'utf8');
}

type Header = [name: string, value: string];

/** Forwarded headers, as a trusted proxy on loopback (the test runner) would send them. */
const FORWARDED_HEADERS: Header[][] = [
  [['X-Forwarded-Host', 'evil:99999']],
  [['X-Forwarded-Host', 'a b/c']],
  [['X-Forwarded-Host', 'good.example, evil.example:70000']],
  [['X-Forwarded-Host', '[::1']],
  [['X-Forwarded-Host', ',,,']],
  [['X-Forwarded-Host', 'www.shiftlane.example']],
  [['X-Forwarded-Proto', 'ftp']],
  [['X-Forwarded-Proto', 'h t/tp']],
  [['X-Forwarded-Proto', 'https, javascript']],
  [['X-Forwarded-Proto', 'javascript:alert(1)//']],
  [['X-Forwarded-Proto', 'https']],
  [['X-Forwarded-For', 'garbage']],
  [['X-Forwarded-For', '999.1.1.1']],
  [['X-Forwarded-For', '1.2.3.4:5678']],
  [['X-Forwarded-For', '203.0.113.9, <script>']],
  [['X-Forwarded-For', 'garbage, 203.0.113.10']],
];

/** Other header lines a hostile client adds; some are harmless, most are not. */
const HOSTILE_HEADERS: Header[][] = [
  [['Cookie', '=; ; ;=']],
  [['Cookie', `__session=${'x'.repeat(3_000)}`]],
  [['Cookie', 'consent=%ZZ; consent=%7B%22a%22%3A; a=b; a=c']],
  [['Cookie', 'shiftlane_consent={"analytics":true,"__proto__":{"x":1}}']],
  [['Accept-Encoding', 'gzip;q=abc']],
  [['Accept-Encoding', 'br;q=-1, *;q=2']],
  [['Accept-Encoding', 'x'.repeat(500)]],
  [['Accept-Encoding', 'identity;q=0, *;q=0']],
  [['Accept-Encoding', 'gzip, deflate, br, zstd']],
  [['Origin', 'null']],
  [['Origin', 'http://']],
  [['Origin', 'http://[::1']],
  [['Origin', 'javascript:alert(1)']],
  [['Origin', `${SITE}/with/a/path`]],
  [['Origin', 'https://evil.example']],
  [['Referer', 'not a url at all']],
  [['Referer', `${SITE}/%ZZ`]],
  [['Range', 'bytes=-1-2']],
  [['Range', 'bytes=99999999999999999999-']],
  [['If-None-Match', '"'.repeat(100)]],
  [['If-Modified-Since', 'yesterday-ish']],
  [['Accept', '*/*;q=NaN, text/x-component']],
  [['Accept-Language', 'zz-ZZ;q=2, *;q=-1, ' + 'en,'.repeat(200)]],
  [['cf-ipcountry', 'ZZ']],
  [['cf-ipcountry', '../../etc']],
  [['Expect', 'the-unexpected']],
  [['Upgrade', 'h2c']],
  [['Content-Encoding', 'gzip']],
  [['Content-Encoding', 'br, zstd, evil']],
];

/** Host lines: a valid one mostly, otherwise missing, empty, out of range, garbage or repeated. */
const HOST_VARIANTS: Header[][] = [
  [],
  [['Host', '']],
  [['Host', 'localhost:99999']],
  [['Host', 'localhost:65536']],
  [['Host', 'localhost:0']],
  [['Host', 'localhost:-1']],
  [['Host', '[::1']],
  [['Host', '[zz::1]:80']],
  [['Host', '[:::::]']],
  [['Host', '[::1]:99999']],
  [['Host', 'a b']],
  [['Host', 'evil.example/../']],
  [['Host', '1.2.3.999']],
  [['Host', '0xfffffffff']],
  [['Host', 'xn--zz.example']],
  [['Host', 'user@host']],
  [['Host', `${'x'.repeat(300)}.example`]],
  [
    ['Host', HOST],
    ['Host', 'evil.example'],
  ],
];

/** A made-up client address per request (the test runner is a trusted proxy on loopback), so
 * the fuzz's POSTs count against no other test's rate limits, nor against each other's. */
const clientAddress = (index: number) => `192.0.2.${(index % 254) + 1}`;

/** Headers for a failure's message: names, and each value's start. */
function headerSummary(headers: Header[]): string {
  return `[${headers.map(([name, value]) => `${name}: ${JSON.stringify(value.slice(0, 40))}`).join(', ')}]`;
}

function serialize(requestLine: string, headers: Header[], body: Buffer): Buffer {
  const head = [requestLine, ...headers.map(([name, value]) => `${name}: ${value}`), 'Connection: close'];
  return Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'utf8'), body]);
}

/** Mostly the methods the site serves, so that most requests reach its routes and their parsers;
 * undefined for a garbage method. */
function methodFor(random: Random): string | undefined {
  const draw = random.next();
  if (draw < 0.42) return 'POST';
  if (draw < 0.57) return 'GET';
  if (draw < 0.63) return 'HEAD';
  if (draw < 0.95) return random.pick(METHODS);
  return undefined;
}

function randomRequest(random: Random, index: number): FuzzRequest {
  let protocolError = false;
  let truncated = false;
  const method = methodFor(random);
  const garbageMethod = method === undefined;
  if (garbageMethod) protocolError = true;
  const sentMethod = method ?? random.pick(GARBAGE_METHODS);
  const posting = method === 'POST' || (method !== 'GET' && method !== 'HEAD' && random.chance(0.5));

  let target = posting && random.chance(0.8) ? random.pick(POST_TARGETS) : random.pick(PAGE_TARGETS);
  if (random.chance(0.35)) target = random.pick(HOSTILE_TARGETS);
  // Long paths, either side of the site's 4,096-character limit, all under Node's 16 KB for a head.
  if (random.chance(0.03)) target = `/${'a/'.repeat(random.pick([500, 1_500, 2_040, 3_800]))}`;
  if (random.chance(0.1))
    target = `${target}${target.includes('?') ? '&' : '?'}q=${'%'.repeat(random.int(40))}`;

  const headers: Header[] = random.chance(0.15) ? [...random.pick(HOST_VARIANTS)] : [['Host', HOST]];
  headers.push(['X-Forwarded-For', clientAddress(index)]);
  if (random.chance(0.15)) headers.push(...random.pick(FORWARDED_HEADERS));
  if (posting && random.chance(0.8)) headers.push(['Origin', SITE]);
  for (let count = random.int(4); count > 0; count -= 1) headers.push(...random.pick(HOSTILE_HEADERS));

  let body: Buffer = Buffer.alloc(0);
  if (posting || random.chance(0.05)) {
    body = bodyFor(random);
    const contentType = random.pick(CONTENT_TYPES);
    if (contentType) headers.push(['Content-Type', contentType]);
    // Mostly honest framing, so that most bodies reach the site's parsers; the rest lie about it.
    const framing = random.next();
    const hex = body.length.toString(16);
    const latin1 = body.toString('latin1');
    if (framing < 0.05) {
      // Announces more than it sends: the site waits for a body that never comes.
      headers.push(['Content-Length', String(body.length + 1 + random.int(1_000))]);
      protocolError = truncated = true;
    } else if (framing < 0.1) {
      // Sends more than it announces: the rest is read as a second, garbage request.
      headers.push(['Content-Length', String(Math.max(0, body.length - 1 - random.int(10)))]);
    } else if (framing < 0.14) {
      headers.push(['Content-Length', random.pick(['abc', '-1', '1e3', '0x10', ' 5 5'])]);
      protocolError = true;
    } else if (framing < 0.17) {
      headers.push(['Content-Length', String(body.length)], ['Content-Length', String(body.length + 7)]);
      protocolError = true;
    } else if (framing < 0.2) {
      headers.push(['Content-Length', String(body.length)], ['Transfer-Encoding', 'chunked']);
      protocolError = true;
    } else if (framing < 0.3) {
      headers.push(['Transfer-Encoding', random.pick(['chunked', 'gzip, chunked', 'chunked, identity'])]);
      const broken = [
        `zz\r\n${latin1}\r\n0\r\n\r\n`,
        `${hex}\r\n${latin1}EXTRA\r\n0\r\n\r\n`,
        `${hex};ext="unterminated\r\n${latin1}\r\n0\r\n\r\n`,
        `-1\r\n\r\n`,
        `ffffffffffffffffff\r\nabc\r\n`,
        `${hex}\r\n${latin1}\r\n`,
      ];
      body = Buffer.from(random.pick(broken), 'latin1');
      protocolError = truncated = true;
    } else if (framing < 0.4) {
      // Well-formed chunks: the body reaches the route as a stream of unknown length.
      headers.push(['Transfer-Encoding', 'chunked']);
      const chunk = body.length > 0 ? [Buffer.from(`${hex}\r\n`), body, Buffer.from('\r\n')] : [];
      body = Buffer.concat([...chunk, Buffer.from('0\r\n\r\n')]);
    } else {
      headers.push(['Content-Length', String(body.length)]);
    }
  }
  if (random.chance(0.04)) {
    headers.push([random.pick(['X-Evil\t', 'Bad Header', 'X-\u0000', '']), 'value']);
    protocolError = true;
  }
  const version = random.chance(0.05)
    ? random.pick(['HTTP/1.0', 'HTTP/0.9', 'HTTP/2.0', 'HTTP/1.1 '])
    : 'HTTP/1.1';
  if (version !== 'HTTP/1.1' && version !== 'HTTP/1.0') protocolError = true;
  const requestLine = `${sentMethod} ${target} ${version}`;
  return {
    label: `#${index} ${requestLine.slice(0, 80)} ${headerSummary(headers)}`,
    bytes: serialize(requestLine, headers, body),
    protocolError,
    truncated,
  };
}

/** The shapes that answered 500 once, always sent, whatever the seed draws. */
function namedRequests(): FuzzRequest[] {
  const plain = (requestLine: string, extra: Header[] = [], host: Header[] = [['Host', HOST]]) => ({
    label: `named: ${requestLine} ${headerSummary([...host, ...extra])}`,
    bytes: serialize(requestLine, [...host, ...extra], Buffer.alloc(0)),
    protocolError: false,
    truncated: false,
  });
  return [
    plain('TRACE / HTTP/1.1'),
    plain('TRACE /pricing HTTP/1.1', [['Max-Forwards', '0']]),
    plain('OPTIONS * HTTP/1.1'),
    plain('OPTIONS / HTTP/1.1'),
    plain('OPTIONS /api/consent HTTP/1.1', [
      ['Origin', 'https://evil.example'],
      ['Access-Control-Request-Method', 'POST'],
    ]),
    plain('CONNECT evil.example:443 HTTP/1.1', [], [['Host', 'evil.example:443']]),
    plain('GET http://evil.example/ HTTP/1.1'),
    plain('GET http://evil.example/gb HTTP/1.1', [], [['Host', 'localhost:3000']]),
    plain('POST http://evil.example/api/consent HTTP/1.1', [['Content-Length', '0']]),
    plain('GET / HTTP/1.1', [], [['Host', 'localhost:99999']]),
    plain('GET /gb HTTP/1.1', [], [['Host', '127.0.0.1:65536']]),
    plain('GET / HTTP/1.1', [['X-Forwarded-Host', 'a b/c']]),
    plain('GET / HTTP/1.1', [['X-Forwarded-Host', 'evil:99999']]),
    plain('GET / HTTP/1.1', [['X-Forwarded-Proto', 'h t/tp']]),
    plain('GET / HTTP/1.1', [['X-Forwarded-Proto', 'ftp']]),
    plain('GET / HTTP/1.1', [], [['Host', '[:::::]']]),
    plain('GET / HTTP/1.1', [], [['Host', '1.2.3.999']]),
    plain('GET / HTTP/1.0', [], []),
  ];
}

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < body.length) {
    const lineEnd = body.indexOf('\r\n', offset);
    if (lineEnd < 0) break;
    const size = Number.parseInt(body.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size) || size <= 0) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** The body as text, de-chunked and decompressed, so that a compressed stack trace is seen too. */
function bodyText(headers: string, raw: Buffer): string {
  let body = /^transfer-encoding:\s*chunked/im.test(headers) ? dechunk(raw) : raw;
  const encoding = /^content-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  try {
    if (encoding === 'gzip') body = gunzipSync(body);
    else if (encoding === 'br') body = brotliDecompressSync(body);
    else if (encoding === 'deflate') body = inflateSync(body);
  } catch {
    // A truncated body cannot be decompressed; its raw bytes are checked instead.
  }
  return body.toString('utf8');
}

function parse(request: FuzzRequest, bytes: Buffer, timedOut: boolean): Outcome {
  let rest = bytes;
  // Skip interim answers (100 Continue): the final status is the one that counts.
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    const head = end < 0 ? rest.toString('latin1') : rest.subarray(0, end).toString('latin1');
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
    if (status >= 100 && status < 200 && end >= 0) {
      rest = rest.subarray(end + 4);
      continue;
    }
    const body = end < 0 ? Buffer.alloc(0) : rest.subarray(end + 4);
    return { request, status, headers: head, body: bodyText(head, body), timedOut };
  }
}

function exchange(request: FuzzRequest): Promise<Outcome> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect(SITE_PORT, '127.0.0.1');
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      socket.destroy();
    }, ANSWER_TIMEOUT_MS);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A reset after the server's answer (it closes on a protocol error): what arrived still counts.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parse(request, Buffer.concat(chunks), timedOut));
    });
    socket.write(request.bytes);
    // A request whose body is cut short is never completed: the half-close tells the server so (as a
    // client that gives up would), instead of leaving it to wait for the rest until it times out.
    if (request.truncated) socket.end();
  });
}

async function runAll(requests: FuzzRequest[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next] as FuzzRequest;
      next += 1;
      outcomes.push(await exchange(request));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return outcomes;
}

// A stack frame ("    at fn (/path/file.js:1:2)", "at file:///…", "at node:internal/…") or an
// error's first line followed by one.
const STACK_TRACE = /(?:^|\n)\s*at (?:\S+ \()?(?:\/|file:|node:|[A-Za-z]:\\)|\b\w*Error: [^\n]*\n\s+at /;
const INTERNAL_PATH = /\/work\/|node_modules|\/app\/|build\/server/;

function problemsOf(outcome: Outcome): string[] {
  const problems: string[] = [];
  if (outcome.timedOut) problems.push(`no answer within ${ANSWER_TIMEOUT_MS} ms`);
  else if (outcome.status === 0 && !outcome.request.protocolError) {
    problems.push('closed without an answer');
  }
  if (outcome.status >= 500) problems.push(`status ${outcome.status}`);
  if (STACK_TRACE.test(outcome.body)) problems.push('stack trace in the body');
  if (INTERNAL_PATH.test(outcome.body)) problems.push('internal path in the body');
  return problems;
}

test('hostile requests get a 4xx (or a normal answer), never a 5xx, a stack trace or a path', async () => {
  const random = seeded(SEED);
  const requests = [
    ...namedRequests(),
    ...Array.from({ length: RANDOM_REQUESTS }, (_, index) => randomRequest(random, index)),
  ];
  expect(requests.length).toBeGreaterThanOrEqual(300);
  // Pages render on one thread, and this file may share the machine with the rest of the suite:
  // room beyond the usual 30 s, although a run takes about 10 s.
  test.setTimeout(60_000);
  // The first render of a region loads its navigation and route rules: not the fuzz's to time.
  for (const page of ['/', '/gb', '/au', '/pricing', '/book-a-consultation']) await fetch(`${SITE}${page}`);

  const started = Date.now();
  const outcomes = await runAll(requests);
  const histogram = new Map<string, number>();
  for (const { status } of outcomes) {
    const key = status === 0 ? 'closed' : String(status);
    histogram.set(key, (histogram.get(key) ?? 0) + 1);
  }
  const summary = `${outcomes.length} requests in ${Date.now() - started} ms; statuses ${[...histogram]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}×${count}`)
    .join(', ')}`;
  console.log(`fuzz: ${summary}`);
  test.info().annotations.push({ type: 'fuzz', description: summary });

  const failures = outcomes
    .map((outcome) => ({ outcome, problems: problemsOf(outcome) }))
    .filter(({ problems }) => problems.length > 0)
    .map(({ outcome, problems }) => `${outcome.request.label}: ${problems.join(', ')}`);
  expect(failures).toEqual([]);

  // Still up, and still serving.
  const favicon = await fetch(`${SITE}/favicon.svg`);
  expect(favicon.status).toBe(200);
});
