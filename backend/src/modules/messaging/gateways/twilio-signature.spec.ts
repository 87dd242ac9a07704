import { isTwilioSigned, twilioSignature } from './twilio-signature';

describe('Twilio request signatures', () => {
  // The worked example of Twilio's webhook security page: auth token 12345, this URL and these parameters.
  const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const params = { CallSid: 'CA1234567890ABCDE', Caller: '+14158675310', Digits: '1234', From: '+14158675310', To: '+18005551212' };

  it('signs Twilio’s documented example as Twilio does', () => {
    expect(twilioSignature('12345', url, params)).toBe('GvWf1cFY/Q7PnoempGyD5oXAezc=');
    // The page's earlier edition, with another caller, and the parameters in another order.
    const earlier = { To: '+18005551212', From: '+14158675309', Digits: '1234', Caller: '+14158675309', CallSid: 'CA1234567890ABCDE' };
    expect(twilioSignature('12345', url, earlier)).toBe('RSOYDt4T1cUTdK1PDd93/VVr8B8=');
  });

  it('accepts the right signature and refuses a changed parameter, URL or token, or none', () => {
    const signature = 'GvWf1cFY/Q7PnoempGyD5oXAezc=';
    expect(isTwilioSigned('12345', url, params, signature)).toBe(true);
    expect(isTwilioSigned('12345', url, { ...params, Digits: '1235' }, signature)).toBe(false);
    expect(isTwilioSigned('12345', url, { ...params, Extra: '' }, signature)).toBe(false);
    expect(isTwilioSigned('12345', `${url}&baz=3`, params, signature)).toBe(false);
    expect(isTwilioSigned('12346', url, params, signature)).toBe(false);
    expect(isTwilioSigned('12345', url, params, undefined)).toBe(false);
    expect(isTwilioSigned('12345', url, params, 'short')).toBe(false);
  });

  it('signs a name given twice once per value, in order', () => {
    const once = twilioSignature('token', 'https://example.com/a', { A: ['2', '1'] });
    expect(once).toBe(twilioSignature('token', 'https://example.com/a', { A: ['1', '2'] }));
    // "A1A2", not "A12".
    expect(once).not.toBe(twilioSignature('token', 'https://example.com/a', { A: '12' }));
  });
});
