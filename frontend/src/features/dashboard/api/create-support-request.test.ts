import { describe, expect, it } from 'vitest';
import { emptySupportRequestValues, supportRequestSchema } from './create-support-request';

function messages(values: Record<string, unknown>): Record<string, string> {
  const result = supportRequestSchema.safeParse({ ...emptySupportRequestValues, ...values });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the support request schema', () => {
  it('starts with category general and priority medium (docs/product.md#forms-and-their-checks)', () => {
    expect(emptySupportRequestValues).toEqual({ subject: '', category: 'general', message: '', priority: 'medium' });
  });

  it("answers with the product's messages", () => {
    expect(messages({ subject: 'Help', message: 'Too short', category: '', priority: 'urgent' })).toEqual({
      subject: 'Subject must be at least 5 characters',
      category: 'Please select a category',
      message: 'Message must be at least 20 characters',
      priority: 'Please select a priority',
    });
  });

  it("counts what is left after trimming, and keeps to the API's maximum lengths", () => {
    expect(messages({ subject: '   Hi   ', message: `${' '.repeat(30)}short${' '.repeat(30)}` })).toEqual({
      subject: 'Subject must be at least 5 characters',
      message: 'Message must be at least 20 characters',
    });
    expect(messages({ subject: 'x'.repeat(201), message: 'y'.repeat(5001) })).toEqual({
      subject: 'Subject must be at most 200 characters',
      message: 'Message must be at most 5000 characters',
    });
  });

  it('accepts every category and priority of the API', () => {
    for (const category of ['general', 'technical', 'billing', 'product', 'other']) {
      for (const priority of ['low', 'medium', 'high']) {
        expect(messages({ subject: 'Calls drop', message: 'Calls drop after ten seconds.', category, priority })).toEqual({});
      }
    }
  });
});
