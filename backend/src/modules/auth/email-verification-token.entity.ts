import { Entity, Property } from '@mikro-orm/core';
import { MailedLinkToken } from './mailed-link-token.entity';

/** An e-mail verification link, with the address it proves (the account's own, or the one it is changing to). */
@Entity({ tableName: 'email_verification_tokens' })
export class EmailVerificationToken extends MailedLinkToken {
  @Property({ type: 'string', length: 254 })
  email: string;
}
