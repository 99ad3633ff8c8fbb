import { describe, expect, it } from 'vitest';
import { ValidationFailed } from '../../../src-domain/shared/errors';
import { DEFAULT_BODY_SHAPE, guardBodyShape, isCleanText } from '../../../src-server/http/hardening/body-guard';
import { HttpError } from '../../../src-server/http/http-error';

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

function statusOf(body: unknown): number | 'ok' {
  try {
    guardBodyShape(body);
    return 'ok';
  } catch (error) {
    if (error instanceof ValidationFailed) return 422;
    if (error instanceof HttpError) return error.statusCode;
    throw error;
  }
}

describe('guardBodyShape (issue 12)', () => {
  it('lets an ordinary body through', () => {
    expect(statusOf({ email: 'ada@example.com', address: { line_1: '1 High St', tags: ['a', 'b'] } })).toBe('ok');
  });

  it('refuses a body nested 5,000 deep with 413, without overflowing the stack', () => {
    expect(statusOf(JSON.parse('['.repeat(5000) + ']'.repeat(5000)))).toBe(413);
    expect(statusOf(nested(5000))).toBe(413);
  });

  it('refuses 90,000 keys with 413 after reading no more than the first 500', () => {
    const parsed = JSON.parse(`{${Array.from({ length: 90_000 }, (_, i) => `"k${i}":1`).join(',')}}`) as Record<string, unknown>;
    // Counts the values the walk reads: its cost is bounded by the limit, not by what was sent. (A count, not a
    // stopwatch: a wall-clock bound failed on a busy two-core machine and says nothing the count does not.)
    let valuesRead = 0;
    const body = new Proxy(parsed, {
      get(target, key, receiver) {
        valuesRead += 1;
        return Reflect.get(target, key, receiver);
      },
    });
    expect(statusOf(body)).toBe(413);
    expect(valuesRead).toBeLessThanOrEqual(DEFAULT_BODY_SHAPE.maxNodes);
    expect(valuesRead).toBeGreaterThan(0);
  });

  it('names the field holding a lone surrogate or a NUL', () => {
    let error: unknown;
    try {
      guardBodyShape({ email: 'a\ud800@example.com', address: { line_1: 'x\u0000y' } });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ValidationFailed);
    expect(Object.keys((error as ValidationFailed).fields).sort()).toEqual(['address.line_1', 'email']);
  });

  it('tells clean text from text no person types', () => {
    expect(isCleanText('Zoë 😀 £12')).toBe(true);
    expect(isCleanText('\ud800')).toBe(false);
    expect(isCleanText('\udc00x')).toBe(false);
    expect(isCleanText('a\u0000')).toBe(false);
  });
});
