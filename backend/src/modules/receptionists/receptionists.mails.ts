import type { UserMail } from '../../mail/mail-message';
import type { User } from '../users/user.entity';
import type { Receptionist } from './receptionist.entity';

const link = (appUrl: string) => `${appUrl}/receptionists`;

/** Our team started configuring and testing the receptionist. */
export function receptionistInTrainingMail(owner: User, receptionist: Receptionist, appUrl: string): UserMail {
  return {
    subject: `${receptionist.name} is in training`,
    text: [
      `Hi ${owner.firstName ?? 'there'},`,
      '',
      `Our team has started setting up your AI receptionist "${receptionist.name}": we are teaching it your business, your hours and your callers' questions, and running it through our 50+ scenario tests. Most receptionists go live within 24-48 hours; we will write again the moment it answers calls.`,
      '',
      `Follow its progress: ${link(appUrl)}`,
      '',
      'The AI Receptionists team',
    ].join('\n'),
  };
}

/** The receptionist answers calls from now on. */
export function receptionistLiveMail(owner: User, receptionist: Receptionist, appUrl: string): UserMail {
  return {
    subject: `${receptionist.name} is live and answering calls`,
    text: [
      `Hi ${owner.firstName ?? 'there'},`,
      '',
      `Your AI receptionist "${receptionist.name}" is live. Calls to ${receptionist.phoneNumber} are answered 24/7 through ${receptionist.aiPhoneNumber}, in ${receptionist.languages.join(', ')}.`,
      '',
      `See it in your account: ${link(appUrl)}`,
      '',
      'The AI Receptionists team',
    ].join('\n'),
  };
}
