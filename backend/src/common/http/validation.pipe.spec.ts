import type { ValidationError } from '@nestjs/common';
import { flattenValidationErrors } from './validation.pipe';

const error = (property: string, message?: string, children: ValidationError[] = []): ValidationError => ({
  property,
  children,
  ...(message ? { constraints: { rule: message } } : {}),
});

describe('flattenValidationErrors', () => {
  it('lists each field by its dotted path, in order, each parent before its children', () => {
    const errors = [error('a', 'A', [error('b', 'B'), error('c', undefined, [error('d', 'D')])]), error('e', 'E')];
    expect(Object.entries(flattenValidationErrors(errors))).toEqual([
      ['a', 'A'],
      ['a.b', 'B'],
      ['a.c.d', 'D'],
      ['e', 'E'],
    ]);
  });

  it('flattens errors nested 100,000 levels deep without overflowing the stack', () => {
    let deepest = error('x', 'deep');
    for (let level = 0; level < 100_000; level++) deepest = error('x', undefined, [deepest]);
    expect(Object.values(flattenValidationErrors([deepest]))).toEqual(['deep']);
  });
});
