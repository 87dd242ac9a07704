import { twimlReply } from './sms-webhooks.service';

describe('TwiML replies to inbound texts', () => {
  it('answers with one message, its text escaped for XML', () => {
    expect(twimlReply(`Tom & Jerry's <b>"deal"</b>`)).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Message>Tom &#38; Jerry&#39;s &#60;b&#62;&#34;deal&#34;&#60;/b&#62;</Message></Response>',
    );
  });

  it('answers with no message when there is nothing to say', () => {
    expect(twimlReply(null)).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
  });
});
