import type { UserMail } from '../../mail/mail-message';
import { MailButton, MailFacts, MailHeading, MailLayout, MailText } from '../../mail/mail-layout';
import { renderMail } from '../../mail/render-mail';
import { backOfficeLink } from '../../mail/back-office-link';
import type { User } from '../users/user.entity';
import type { Receptionist } from './receptionist.entity';
import type { ChangedField } from './receptionist-change.entity';
import { formatPhoneNumber } from '../../common/phone-numbers';
import { forwardingGuide } from './call-forwarding';

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

/** The receptionist answers calls from now on: its number, and how to send the business line's calls to it. */
export function receptionistLiveMail(
  owner: Owner,
  receptionist: Pick<Receptionist, 'name' | 'phoneNumber' | 'aiPhoneNumber' | 'languages' | 'forwardingCarrier'>,
  appUrl: string,
): UserMail {
  const languages = receptionist.languages.join(', ');
  // Going live needs a real number (receptionists.service.ts); a number-less one would only ever come from old data.
  const aiNumber = receptionist.aiPhoneNumber ? formatPhoneNumber(receptionist.aiPhoneNumber) : 'its AI number';
  const guide = receptionist.aiPhoneNumber ? forwardingGuide(receptionist.forwardingCarrier, receptionist.aiPhoneNumber) : null;
  return renderMail(
    `${receptionist.name} is live and answering calls`,
    <MailLayout
      preview={`Forward ${formatPhoneNumber(receptionist.phoneNumber)} to ${aiNumber} and your receptionist answers.`}
      heading={`${receptionist.name} is live`}
    >
      <MailText>Hi {owner.firstName ?? 'there'},</MailText>
      <MailText>
        Your AI receptionist &quot;{receptionist.name}&quot; is live on {aiNumber}, in {languages}. One step is yours: forward calls from your business line{' '}
        {formatPhoneNumber(receptionist.phoneNumber)} to {aiNumber}, and your receptionist answers them.
      </MailText>
      <MailFacts
        facts={[
          ['Your number', formatPhoneNumber(receptionist.phoneNumber)],
          ['AI number', aiNumber],
          ['Languages', languages],
        ]}
      />
      {guide && (
        <>
          <MailHeading>{receptionist.forwardingCarrier ? `Forwarding on ${guide.carrierName}` : 'Forwarding your calls'}</MailHeading>
          {guide.codes.length > 0 && <MailFacts facts={guide.codes.map((code) => [code.label, code.dial])} />}
          <MailText>{guide.note}</MailText>
          <MailText>
            {receptionist.forwardingCarrier
              ? 'Another phone company? Choose it on your receptionist’s card for its codes.'
              : 'On Verizon, AT&T, T-Mobile or a landline? Choose your phone company on your receptionist’s card for the exact codes.'}{' '}
            Then press &quot;Call me to check&quot; there: we call your business line and tell you whether the call came through to your receptionist.
          </MailText>
        </>
      )}
      <MailButton href={link(appUrl)}>Set up forwarding</MailButton>
    </MailLayout>,
  );
}

/** Who a team mail is about: the customer, as our team finds them in the back office. */
type Customer = Pick<User, 'email' | 'firstName' | 'lastName' | 'companyName'>;
const customerName = (customer: Customer) => [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email;

/** To our team: a customer asked for a receptionist, promised within 24-48 hours. */
export function receptionistRequestedTeamMail(
  customer: Customer,
  receptionist: Pick<Receptionist, 'name' | 'phoneNumber' | 'languages' | 'businessHours'>,
  planName: string,
  appUrl: string,
): UserMail {
  return renderMail(
    `New receptionist request: ${receptionist.name} for ${customer.companyName ?? customerName(customer)}`,
    <MailLayout preview="A new receptionist to build: we promise it live within 24-48 hours." heading="A new receptionist to build" signOff={false}>
      <MailText>
        {customerName(customer)} asked for a receptionist on their {planName} plan. We promise it live within 24-48 hours of the request.
      </MailText>
      <MailFacts
        facts={[
          ['Customer', `${customerName(customer)} (${customer.email})`],
          ['Company', customer.companyName ?? 'Not given'],
          ['Receptionist', receptionist.name],
          ['Business number', formatPhoneNumber(receptionist.phoneNumber)],
          ['Languages', receptionist.languages.join(', ')],
          ['Hours', receptionist.businessHours || 'Not given'],
        ]}
      />
      <MailButton href={backOfficeLink(appUrl, 'work-queue', customer.email)}>Open it in the work queue</MailButton>
    </MailLayout>,
  );
}

/** To our team: a customer changed a receptionist that is live, so its assistant may need the change too. */
export function liveReceptionistChangedTeamMail(
  customer: Customer,
  receptionist: Pick<Receptionist, 'name'>,
  changes: Pick<ChangedField, 'label' | 'before' | 'after'>[],
  appUrl: string,
): UserMail {
  return renderMail(
    `Live receptionist changed: ${receptionist.name} of ${customer.companyName ?? customerName(customer)}`,
    <MailLayout preview="A live receptionist's details changed: its assistant may need the same change." heading="A live receptionist changed" signOff={false}>
      <MailText>
        {customerName(customer)} ({customer.email}) changed &quot;{receptionist.name}&quot;, which is answering calls. Bring its assistant on the voice platform
        in line with the new details.
      </MailText>
      <MailFacts facts={changes.map(({ label, before, after }) => [label, `${before || 'empty'} → ${after || 'empty'}`])} />
      <MailButton href={backOfficeLink(appUrl, 'work-queue', customer.email)}>Open it in the work queue</MailButton>
    </MailLayout>,
  );
}

/** A version of a receptionist's settings its voice assistant did not take: our team fixes the cause and re-applies it. */
export function settingsNotAppliedTeamMail(
  customer: Customer,
  receptionist: Pick<Receptionist, 'id' | 'name'>,
  version: number,
  reason: string,
  appUrl: string,
): UserMail {
  return renderMail(
    `Settings not applied: version ${version} of ${receptionist.name} for ${customer.companyName ?? customerName(customer)}`,
    <MailLayout preview="A receptionist's assistant did not take its new settings." heading="Settings not applied" signOff={false}>
      <MailText>
        Version {version} of the settings {customerName(customer)} ({customer.email}) keeps for &quot;{receptionist.name}&quot; could not be applied to its
        voice assistant. Its customer is told our team is on it. Fix the cause, then send the version again from the receptionist&apos;s settings in the back
        office.
      </MailText>
      <MailFacts facts={[['The platform said', reason]]} />
      <MailButton href={`${appUrl}/admin/receptionists/${receptionist.id}/settings`}>Open its settings</MailButton>
    </MailLayout>,
  );
}
