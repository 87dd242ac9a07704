import type { UserMail } from '../../mail/mail-message';
import { MailButton, MailFacts, MailLayout, MailText } from '../../mail/mail-layout';
import { renderMail } from '../../mail/render-mail';
import type { User } from '../users/user.entity';
import type { Receptionist } from './receptionist.entity';

type Owner = Pick<User, 'firstName'>;

const link = (appUrl: string) => `${appUrl}/receptionists`;

/** Our team started configuring and testing the receptionist. */
export function receptionistInTrainingMail(owner: Owner, receptionist: Pick<Receptionist, 'name'>, appUrl: string): UserMail {
  return renderMail(
    `${receptionist.name} is in training`,
    <MailLayout preview="Our team has started setting up your AI receptionist." heading={`${receptionist.name} is in training`}>
      <MailText>Hi {owner.firstName ?? 'there'},</MailText>
      <MailText>
        Our team has started setting up your AI receptionist &quot;{receptionist.name}&quot;: we are teaching it your business, your hours and your
        callers&apos; questions, and running it through our 50+ scenario tests. Most receptionists go live within 24-48 hours; we will write again the moment it
        answers calls.
      </MailText>
      <MailButton href={link(appUrl)}>Follow its progress</MailButton>
    </MailLayout>,
  );
}

/** The receptionist answers calls from now on. */
export function receptionistLiveMail(
  owner: Owner,
  receptionist: Pick<Receptionist, 'name' | 'phoneNumber' | 'aiPhoneNumber' | 'languages'>,
  appUrl: string,
): UserMail {
  const languages = receptionist.languages.join(', ');
  return renderMail(
    `${receptionist.name} is live and answering calls`,
    <MailLayout preview={`Calls to ${receptionist.phoneNumber} are answered 24/7.`} heading={`${receptionist.name} is live`}>
      <MailText>Hi {owner.firstName ?? 'there'},</MailText>
      <MailText>
        Your AI receptionist &quot;{receptionist.name}&quot; is live. Calls to {receptionist.phoneNumber} are answered 24/7 through {receptionist.aiPhoneNumber}
        , in {languages}.
      </MailText>
      <MailFacts
        facts={[
          ['Your number', receptionist.phoneNumber],
          ['AI number', receptionist.aiPhoneNumber],
          ['Languages', languages],
        ]}
      />
      <MailButton href={link(appUrl)}>See it in your account</MailButton>
    </MailLayout>,
  );
}
