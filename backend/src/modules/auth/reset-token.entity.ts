import { Entity } from '@mikro-orm/core';
import { MailedLinkToken } from './mailed-link-token.entity';

/** A password-reset link. */
@Entity({ tableName: 'reset_tokens' })
export class ResetToken extends MailedLinkToken {}
