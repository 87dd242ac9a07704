import type { UserMail } from '../../mail/mail-message';
import { MailButton, MailLayout, MailText } from '../../mail/mail-layout';
import { renderMail } from '../../mail/render-mail';
import type { User } from '../users/user.entity';

export const RESET_LINK_MINUTES = 30;
export const VERIFICATION_LINK_HOURS = 24;

type Addressee = Pick<User, 'firstName'>;

export function passwordResetMail(user: Addressee, link: string): UserMail {
  return renderMail(
    'Reset your AI Receptionists password',
    <MailLayout preview="Choose a new password for your AI Receptionists account." heading="Reset your password">
      <MailText>Hi {user.firstName ?? 'there'},</MailText>
      <MailText>We received a request to reset the password of your AI Receptionists account. Open this link to choose a new one:</MailText>
      <MailButton href={link}>Choose a new password</MailButton>
      <MailText>
        The link works once and expires in {RESET_LINK_MINUTES} minutes. If you did not ask for this, ignore this email: your password stays as it is.
      </MailText>
    </MailLayout>,
  );
}

/** The link proving an address: the account's own at sign-up, or the one a change of e-mail waits on. */
export function verificationMail(user: Addressee, link: string, change: boolean): UserMail {
  const why = change
    ? 'You asked to use this address for your AI Receptionists account.'
    : 'Welcome to AI Receptionists! Please confirm that this is your email address.';
  const effect = change ? 'Your account moves to this address once you open the link.' : 'Until then we send no other email to this address.';
  return renderMail(
    change ? 'Confirm your new AI Receptionists email' : 'Confirm your AI Receptionists email',
    <MailLayout preview={why} heading={change ? 'Confirm your new email address' : 'Confirm your email address'}>
      <MailText>Hi {user.firstName ?? 'there'},</MailText>
      <MailText>{why}</MailText>
      <MailButton href={link}>Confirm this email address</MailButton>
      <MailText>
        {effect} The link works once and expires in {VERIFICATION_LINK_HOURS} hours. If you did not ask for this, ignore this email.
      </MailText>
    </MailLayout>,
  );
}

/** To the old address when a change is requested: a fixed text, nothing the requester typed (not even the new address). */
export function emailChangeRequestedMail(appUrl: string): UserMail {
  return renderMail(
    'Your AI Receptionists email is being changed',
    <MailLayout preview="Someone asked to change the email address of your AI Receptionists account." heading="Your email address is being changed">
      <MailText>Hello,</MailText>
      <MailText>
        Someone signed in to your AI Receptionists account asked to change its email address. The change takes effect only once the new address is confirmed
        from the link we sent to it.
      </MailText>
      <MailText>If this was not you, reset your password now: that also cancels every link sent so far. Then contact our support team.</MailText>
      <MailButton href={`${appUrl}/forgot-password`}>Reset your password</MailButton>
    </MailLayout>,
  );
}
