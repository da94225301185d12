// Every section a comment, test or doc cites ("§4", "requirements §9", "requirements §9.3") must be a
// numbered heading of docs/requirements.md, so a citation always leads somewhere. Section signs after
// an RFC number ("RFC 9112 §9.6") cite that RFC, not the requirements, and are left out.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const REQUIREMENTS = 'docs/requirements.md';
const SOURCE_DIRS = ['app', 'server', 'config', 'content-service', 'scripts', 'bench', 'tests'];
const SOURCE_FILE = /\.(ts|tsx|mjs|css)$/;
const NOT_SEARCHED = /(^|\/)node_modules\//;

const HEADING = /^#{2,6}\s+(\d+(?:\.\d+)*)\.?\s/;
const CITATION = /§(\d+(?:\.\d+)*)/g;
/** What ends the text just before a section sign that belongs to an RFC: "RFC 6265 ". */
const AFTER_RFC = /\bRFC[\s-]?\d+[\s,]*$/;
const RFC_LOOKBEHIND = 16;

/** The section numbers of the document's numbered headings: '1', '9', '9.3'. */
export function headingNumbers(markdown: string): Set<string> {
  const numbers = new Set<string>();
  for (const line of markdown.split('\n')) {
    const match = HEADING.exec(line);
    if (match?.[1]) numbers.add(match[1]);
  }
  return numbers;
}

/** The requirement sections a line cites, in order; RFC sections are not among them. */
export function citedSections(line: string): string[] {
  const sections: string[] = [];
  for (const match of line.matchAll(CITATION)) {
    const before = line.slice(Math.max(0, match.index - RFC_LOOKBEHIND), match.index);
    if (!AFTER_RFC.test(before) && match[1]) sections.push(match[1]);
  }
  return sections;
}

function sourceFiles(): string[] {
  const inDirs = SOURCE_DIRS.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file)),
  ).filter((file) => SOURCE_FILE.test(file) && !NOT_SEARCHED.test(file));
  const docs = readdirSync('docs')
    .filter((file) => file.endsWith('.md'))
    .map((file) => join('docs', file));
  return [...inDirs, ...docs, 'README.md'];
}

interface Citation {
  where: string;
  section: string;
}

function citations(): Citation[] {
  return sourceFiles().flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        citedSections(line).map((section) => ({ where: `${file}:${index + 1}`, section })),
      ),
  );
}

describe('citations of the requirements', () => {
  it('finds sections and leaves RFC sections out', () => {
    expect(citedSections('requirements §9 "Signup and forms", see also §4.6 and requirements §9.3.')).toEqual(
      ['9', '4.6', '9.3'],
    );
    expect(citedSections('(RFC 9112 §9.6); RFC 6265 §4.1.1 and RFC 9110 §13.1.2, but §2 item 1')).toEqual([
      '2',
    ]);
    expect(headingNumbers('## 9. Business constants\n\n### 9.3 Signup and forms\n- §4')).toEqual(
      new Set(['9', '9.3']),
    );
  });

  it('the requirements number sections 1 to 9', () => {
    const numbers = headingNumbers(readFileSync(REQUIREMENTS, 'utf8'));
    expect([...numbers].filter((number) => !number.includes('.'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
  });

  it('every section cited in code, tests and docs is a heading of docs/requirements.md', () => {
    const numbers = headingNumbers(readFileSync(REQUIREMENTS, 'utf8'));
    const all = citations();
    // The scan itself works: the code cites the requirements in hundreds of places.
    expect(all.length).toBeGreaterThan(100);
    const missing = all
      .filter(({ section }) => !numbers.has(section))
      .map(({ where, section }) => `${where}: §${section} is not a section of ${REQUIREMENTS}`);
    expect(missing).toEqual([]);
  });
});
