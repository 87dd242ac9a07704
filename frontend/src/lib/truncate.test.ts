import { describe, expect, it } from 'vitest';
import { truncate } from './truncate';

describe('truncate', () => {
  it('keeps text of at most the limit as it is', () => {
    expect(truncate('Dental clinic', 100)).toBe('Dental clinic');
    expect(truncate('a'.repeat(100), 100)).toBe('a'.repeat(100));
  });

  it('cuts longer text to the limit and adds an ellipsis', () => {
    expect(truncate('a'.repeat(101), 100)).toBe(`${'a'.repeat(100)}…`);
    expect(truncate('We open at nine', 11)).toBe('We open at…');
  });

  it('never splits a character made of two code units', () => {
    expect(truncate('😀😀😀', 2)).toBe('😀😀…');
  });
});
