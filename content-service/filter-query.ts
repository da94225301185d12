// `filter_query[FIELD][OP]=VALUE` on content fields. Each clause is compiled once per request into a
// predicate; a bad operator or an unusable comparison value is the caller's mistake (422), whereas
// a content value that cannot be compared simply does not match (content is not validated).
import { unprocessable } from './errors';
import { listParam, type RawFilter } from './params';
import { isRecord } from './types';

export type ContentPredicate = (content: Record<string, unknown>) => boolean;

export const FILTER_OPERATORS = [
  'in',
  'not_in',
  'is',
  'exists',
  'like',
  'not_like',
  'any_in_array',
  'all_in_array',
  'gt_int',
  'lt_int',
  'gt_float',
  'lt_float',
  'gt_date',
  'lt_date',
] as const;

type Operator = (typeof FILTER_OPERATORS)[number];
type Test = (value: unknown) => boolean;

function isOperator(op: string): op is Operator {
  return (FILTER_OPERATORS as readonly string[]).includes(op);
}

/** A dotted field (`seo.title`) reads into nested objects. */
export function readField(content: Record<string, unknown>, field: string): unknown {
  let current: unknown = content;
  for (const part of field.split('.')) {
    if (!isRecord(current)) return undefined;
    current = current[part];
  }
  return current;
}

function scalar(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

export function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/** Content dates are `YYYY-MM-DD HH:mm` (UTC) or ISO 8601. */
export function parseDate(value: string): number | undefined {
  const local = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2})?))?$/.exec(value.trim());
  const time = local ? Date.parse(`${local[1]}T${local[2] ?? '00:00'}Z`) : Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

function wildcard(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`, 's');
}

function arrayItems(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(scalar).filter((item) => item !== undefined);
  const single = scalar(value);
  return single === undefined || single === '' ? [] : [single];
}

function numeric(
  filter: RawFilter,
  parse: (text: string) => number,
  syntax: RegExp,
  kind: string,
  compare: (a: number, b: number) => boolean,
): Test {
  if (!syntax.test(filter.value.trim())) {
    throw unprocessable(
      `Invalid filter_query[${filter.field}][${filter.op}]: "${filter.value}" is not ${kind}`,
    );
  }
  const bound = parse(filter.value);
  return (value) => {
    const text = scalar(value);
    if (text === undefined || !syntax.test(text.trim())) return false;
    return compare(parse(text), bound);
  };
}

function dateTest(filter: RawFilter, compare: (a: number, b: number) => boolean): Test {
  const bound = parseDate(filter.value);
  if (bound === undefined) {
    throw unprocessable(
      `Invalid filter_query[${filter.field}][${filter.op}]: "${filter.value}" is not a date (YYYY-MM-DD HH:mm)`,
    );
  }
  return (value) => {
    const text = scalar(value);
    const time = text === undefined ? undefined : parseDate(text);
    return time !== undefined && compare(time, bound);
  };
}

function isTest(expected: string): Test {
  switch (expected) {
    case 'empty':
      return isEmptyValue;
    case 'not_empty':
      return (value) => !isEmptyValue(value);
    case 'true':
      return (value) => value === true || value === 'true';
    // An unset boolean field is false in the editor, so it matches `false` too.
    case 'false':
      return (value) => value === false || value === 'false' || value === undefined;
    case 'null':
      return (value) => value === null || value === undefined;
    case 'not_null':
      return (value) => value !== null && value !== undefined;
    default:
      return (value) => scalar(value) === expected;
  }
}

const INT = /^-?\d+$/;
const FLOAT = /^-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i;

function compileTest(filter: RawFilter, op: Operator): Test {
  const { value } = filter;
  switch (op) {
    case 'in':
    case 'not_in': {
      const options = new Set(value.split(','));
      const test: Test = (field) => {
        const text = scalar(field);
        return text !== undefined && options.has(text);
      };
      return op === 'in' ? test : (field) => !test(field);
    }
    case 'is':
      return isTest(value);
    case 'exists':
      if (value !== 'true' && value !== 'false') {
        throw unprocessable(
          `Invalid filter_query[${filter.field}][exists]: "${value}" (expected true or false)`,
        );
      }
      return value === 'true' ? (field) => !isEmptyValue(field) : isEmptyValue;
    case 'like':
    case 'not_like': {
      const pattern = wildcard(value);
      const test: Test = (field) => {
        const text = scalar(field);
        return text !== undefined && pattern.test(text);
      };
      return op === 'like' ? test : (field) => !test(field);
    }
    case 'any_in_array': {
      const wanted = listParam(value);
      return (field) => arrayItems(field).some((item) => wanted.includes(item));
    }
    case 'all_in_array': {
      const wanted = listParam(value);
      return (field) => {
        const items = arrayItems(field);
        return wanted.every((item) => items.includes(item));
      };
    }
    case 'gt_int':
    case 'lt_int':
      return numeric(
        filter,
        (text) => Number.parseInt(text, 10),
        INT,
        'an integer',
        (a, b) => (op === 'gt_int' ? a > b : a < b),
      );
    case 'gt_float':
    case 'lt_float':
      return numeric(filter, Number.parseFloat, FLOAT, 'a number', (a, b) =>
        op === 'gt_float' ? a > b : a < b,
      );
    case 'gt_date':
    case 'lt_date':
      return dateTest(filter, (a, b) => (op === 'gt_date' ? a > b : a < b));
  }
}

export function compileFilters(filters: readonly RawFilter[]): ContentPredicate[] {
  return filters.map((filter) => {
    if (!isOperator(filter.op)) {
      throw unprocessable(
        `Unknown filter_query operator: ${filter.op} (supported: ${FILTER_OPERATORS.join(', ')})`,
      );
    }
    const test = compileTest(filter, filter.op);
    return (content) => test(readField(content, filter.field));
  });
}
