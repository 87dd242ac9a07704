import type { ReactNode } from 'react';
// One package per component: the @react-email/components barrel also loads its code block's Prism grammars, 0.3 s at
// every start (docs/development.md#libraries-and-the-parts-kept-by-hand).
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { MAIL_LOGO } from './mail-logo';

export const PRODUCT_NAME = 'AI Receptionists';

/** The web app's palette (frontend/src/app/theme.ts), light and dark; mail clients need the hex values inline. */
const LIGHT = { page: '#f6f7fb', card: '#ffffff', ink: '#101828', muted: '#475467', line: '#e4e7ec', primary: '#3347d6', onPrimary: '#ffffff' };
const DARK = { page: '#0b1020', card: '#121a31', ink: '#e7eaf6', muted: '#a4acc4', line: '#273150', primary: '#6f7dff', onPrimary: '#0b1020' };
const FONT = "Inter, 'Segoe UI', system-ui, -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue', Arial, sans-serif";

// Inline styles carry the light look everywhere; clients that honour prefers-color-scheme (Apple Mail, Outlook apps)
// switch to the dark palette through these classes, the others apply their own dark mode to the light one. React
// Email's Body repeats the page colour on its wrapping cell, hence the second selector.
const DARK_MODE_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .mail-page, .mail-page > table > tbody > tr > td { background-color: ${DARK.page} !important; }
  .mail-card { background-color: ${DARK.card} !important; border-color: ${DARK.line} !important; }
  .mail-ink { color: ${DARK.ink} !important; }
  .mail-muted { color: ${DARK.muted} !important; }
  .mail-line { border-color: ${DARK.line} !important; }
  .mail-link { color: ${DARK.primary} !important; }
  .mail-button { background-color: ${DARK.primary} !important; color: ${DARK.onPrimary} !important; }
}
@media (max-width: 480px) {
  .mail-card { padding: 24px 20px !important; }
}`;

const text = { fontSize: '16px', lineHeight: '26px', color: LIGHT.ink, margin: '0 0 16px' } as const;

export interface MailLayoutProps {
  /** The line inboxes show after the subject. */
  preview: string;
  heading: string;
  children: ReactNode;
  /** Notification mails only: the signed one-click link that turns them off, shown in the footer. */
  unsubscribeUrl?: string;
  /** Mail to our own inboxes is not signed by the team. */
  signOff?: boolean;
}

/** Every mail's frame: logo and product name, heading, body, sign-off, and a muted footer. */
export function MailLayout({ preview, heading, children, unsubscribeUrl, signOff = true }: MailLayoutProps) {
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <style dangerouslySetInnerHTML={{ __html: DARK_MODE_CSS }} />
      </Head>
      <Preview>{preview}</Preview>
      <Body className="mail-page" style={{ backgroundColor: LIGHT.page, margin: 0, padding: '24px 12px', fontFamily: FONT }}>
        <Container style={{ maxWidth: '600px', width: '100%' }}>
          <Section style={{ padding: '0 4px 16px' }}>
            <Row>
              <Column style={{ width: `${MAIL_LOGO.size}px` }}>
                {/* The site's mark as a PNG: mail clients draw neither its SVG icon nor its CSS gradient reliably. */}
                <Img src={`cid:${MAIL_LOGO.cid}`} width={MAIL_LOGO.size} height={MAIL_LOGO.size} alt="" aria-hidden="true" data-skip-in-text="true" />
              </Column>
              <Column style={{ paddingLeft: '10px' }}>
                <Text className="mail-ink" style={{ margin: 0, fontSize: '18px', fontWeight: 800, letterSpacing: '-0.02em', color: LIGHT.ink }}>
                  {PRODUCT_NAME}
                </Text>
              </Column>
            </Row>
          </Section>
          <Section className="mail-card" style={{ backgroundColor: LIGHT.card, border: `1px solid ${LIGHT.line}`, borderRadius: '16px', padding: '32px' }}>
            <Heading as="h1" className="mail-ink" style={{ fontSize: '24px', lineHeight: '32px', fontWeight: 700, color: LIGHT.ink, margin: '0 0 20px' }}>
              {heading}
            </Heading>
            {children}
            {signOff && <MailText>The {PRODUCT_NAME} team</MailText>}
          </Section>
          <Section style={{ padding: '16px 8px 0' }}>
            <Text className="mail-muted" style={{ fontSize: '13px', lineHeight: '20px', color: LIGHT.muted, margin: '0 0 4px', textAlign: 'center' }}>
              {PRODUCT_NAME}: managed AI phone receptionists that answer every call, around the clock.
            </Text>
            {unsubscribeUrl && (
              <Text className="mail-muted" style={{ fontSize: '13px', lineHeight: '20px', color: LIGHT.muted, margin: 0, textAlign: 'center' }}>
                <Link className="mail-muted" href={unsubscribeUrl} style={{ color: LIGHT.muted, textDecoration: 'underline' }}>
                  Turn off these e-mails
                </Link>
              </Text>
            )}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph of the body. */
export function MailText({ children }: { children: ReactNode }) {
  return (
    <Text className="mail-ink" style={text}>
      {children}
    </Text>
  );
}

/** A sub-heading inside the body. */
export function MailHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" className="mail-ink" style={{ fontSize: '18px', lineHeight: '26px', fontWeight: 650, color: LIGHT.ink, margin: '24px 0 8px' }}>
      {children}
    </Heading>
  );
}

/** The mail's one call to action: a button in HTML, its label followed by the full link in the plain-text part. */
export function MailButton({ href, children }: { href: string; children: string }) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button
        className="mail-button"
        href={href}
        style={{
          backgroundColor: LIGHT.primary,
          color: LIGHT.onPrimary,
          borderRadius: '10px',
          padding: '12px 22px',
          fontSize: '16px',
          fontWeight: 600,
          textDecoration: 'none',
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/** A link inside a paragraph. */
export function MailLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link className="mail-link" href={href} style={{ color: LIGHT.primary, textDecoration: 'underline' }}>
      {children}
    </Link>
  );
}

/** Label and value pairs (a receipt's plan and price, a message's sender), one row each. */
export function MailFacts({ facts }: { facts: [label: string, value: ReactNode][] }) {
  return (
    <Section className="mail-line" style={{ margin: '0 0 20px', borderTop: `1px solid ${LIGHT.line}` }}>
      {facts.map(([label, value]) => (
        <Row key={label} className="mail-line" style={{ borderBottom: `1px solid ${LIGHT.line}` }}>
          <Column
            className="mail-muted"
            style={{ width: '38%', padding: '10px 12px 10px 0', fontSize: '14px', lineHeight: '20px', color: LIGHT.muted, verticalAlign: 'top' }}
          >
            {`${label}: `}
          </Column>
          <Column className="mail-ink" style={{ padding: '10px 0', fontSize: '14px', lineHeight: '20px', color: LIGHT.ink, verticalAlign: 'top' }}>
            {value}
          </Column>
        </Row>
      ))}
    </Section>
  );
}

/** A short bulleted list. */
export function MailList({ items }: { items: ReactNode[] }) {
  return (
    <ul className="mail-ink" style={{ ...text, paddingLeft: '22px' }}>
      {items.map((item, index) => (
        <li key={index} style={{ margin: '0 0 6px' }}>
          {item}
        </li>
      ))}
    </ul>
  );
}

/** Words someone typed (a support request, a contact message), kept with their line breaks and escaped by React. */
export function MailQuote({ children }: { children: string }) {
  const lines = children.split(/\r?\n/);
  return (
    <Text className="mail-ink mail-line" style={{ ...text, borderLeft: `3px solid ${LIGHT.line}`, paddingLeft: '14px', overflowWrap: 'anywhere' }}>
      {lines.map((line, index) => (
        <span key={index}>
          {index > 0 && <br />}
          {line}
        </span>
      ))}
    </Text>
  );
}
