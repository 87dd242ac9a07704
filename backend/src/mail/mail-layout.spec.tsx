import { MailButton, MailFacts, MailHeading, MailLayout, MailLink, MailList, MailQuote, MailText } from './mail-layout';
import { renderMail } from './render-mail';

const UNSUBSCRIBE = 'http://localhost:3000/api/notifications/unsubscribe?token=signed.sample';

function notification(unsubscribeUrl?: string) {
  return renderMail(
    'Your daily digest',
    <MailLayout preview="3 calls today" heading="Today at Front desk" unsubscribeUrl={unsubscribeUrl}>
      <MailText>Hi Grace,</MailText>
      <MailHeading>Needs you</MailHeading>
      <MailList items={['A message from Ada', 'An appointment on Friday']} />
      <MailFacts facts={[['Calls answered', '3']]} />
      <MailQuote>{'Please call back\nafter 5pm'}</MailQuote>
      <MailText>
        Read the <MailLink href="http://localhost:3000/calls">call log</MailLink>.
      </MailText>
      <MailButton href="http://localhost:3000/dashboard">Open your dashboard</MailButton>
    </MailLayout>,
  );
}

describe('the mail layout', () => {
  it('renders every block in HTML and as readable plain text', () => {
    const { html, text } = notification();

    expect(html).toContain('<h1 class="mail-ink"');
    expect(html).toContain('href="http://localhost:3000/calls"');
    expect(text).toContain('Needs you');
    expect(text).toMatch(/\* A message from Ada\n \* An appointment on Friday/);
    expect(text).toContain('Calls answered: 3');
    expect(text).toContain('Please call back\nafter 5pm');
    expect(text).toContain('call log http://localhost:3000/calls');
    expect(text).toContain('Open your dashboard http://localhost:3000/dashboard');
    expect(text).toContain('The AI Receptionists team');
    expect(text).not.toContain('3 calls today');
  });

  it('shows the unsubscribe link in the footer only when one is given', () => {
    const withLink = notification(UNSUBSCRIBE);
    const withoutLink = notification();

    expect(withLink.html).toContain(`href="${UNSUBSCRIBE}"`);
    expect(withLink.text).toContain(`Turn off these e-mails ${UNSUBSCRIBE}`);
    expect(withoutLink.html).not.toContain('Turn off these e-mails');
    expect(withoutLink.text).not.toContain('Turn off these e-mails');
  });
});
