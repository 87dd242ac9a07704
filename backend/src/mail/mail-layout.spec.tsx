import { readFileSync } from 'node:fs';
import { MailButton, MailFacts, MailHeading, MailLayout, MailLink, MailList, MailQuote, MailText } from './mail-layout';
import { MAIL_LOGO } from './mail-logo';
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

  it("shows the site's logo mark as the image the sender attaches, at 34 px, beside the wordmark and out of the plain text", () => {
    const { html, text } = notification();

    const images = html?.match(/<img [^>]*>/g) ?? [];
    expect(images).toHaveLength(1);
    const attributes = Object.fromEntries([...images[0]!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));
    expect(attributes).toMatchObject({
      src: 'cid:logo@ai-receptionists',
      width: '34',
      height: '34',
      alt: '',
      'aria-hidden': 'true',
      'data-skip-in-text': 'true',
    });
    expect(html).toContain('>AI Receptionists</p>');
    expect(text).toMatch(/^AI Receptionists\n/);
    expect(text).not.toMatch(/cid:|logo|\.png/);
  });

  it('has the logo as a PNG drawn at 3× the size it is shown, a few kilobytes', () => {
    const png = readFileSync(MAIL_LOGO.path);

    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // The IHDR chunk comes first: width and height, then bit depth 8 and colour type 6 (RGBA: transparent corners).
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20), depth: png[24], colourType: png[25] }).toEqual({
      width: 3 * MAIL_LOGO.size,
      height: 3 * MAIL_LOGO.size,
      depth: 8,
      colourType: 6,
    });
    expect(png.length).toBeLessThan(8 * 1024);
  });
});
