import { escapeHtml } from './sandbox-invoice.html';

describe('sandbox invoice page', () => {
  it('escapes every character that could open markup or an attribute', () => {
    expect(escapeHtml(`<img src=x onerror="alert('1')"> & more`)).toBe('&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt; &amp; more');
  });
});
