import { Global, Module } from '@nestjs/common';
import { MailSender } from './mail-sender.service';
import { MailService } from './mail.service';

@Global()
@Module({ providers: [MailService, MailSender], exports: [MailService, MailSender] })
export class MailModule {}
