import { describeWait } from './throttled.exception';

describe('describeWait', () => {
  it.each([
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [15 * 60, '15 minutes'],
  ])('describes %i s as "%s"', (seconds, text) => {
    expect(describeWait(seconds)).toBe(text);
  });
});
