import { Body, Controller, Get, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { CONTACT_LIMITS_TEXT, ContactService } from './contact.service';
import { ContactDetailsDto, ContactMessageSentDto } from './dto/contact-details.dto';
import { CreateContactMessageDto } from './dto/create-contact-message.dto';
import { CONTACT_ERRORS } from './contact.errors';

@ApiTags('contact')
@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  /** The public contact form: stored for the back office, mailed to sales, acknowledged to the sender. */
  @Post('contact')
  @ApiCreatedResponse({ type: ContactMessageSentDto })
  @ApiOperation({ summary: 'Send the contact form' })
  @ApiErrors({ ...CONTACT_ERRORS.THROTTLED, when: CONTACT_LIMITS_TEXT })
  async sendContactMessage(@Body() dto: CreateContactMessageDto, @Req() request: Request): Promise<ContactMessageSentDto> {
    await this.contact.submit(dto, request.ip ?? 'unknown');
    return { success: true, message: "We'll get back to you as soon as possible." };
  }

  /** The sales and support addresses shown on the contact page. */
  @Get('contact-details')
  @ApiOperation({ summary: 'Get our contact addresses', description: 'The sales and support addresses the site shows (set by SALES_EMAIL and SUPPORT_EMAIL).' })
  @ApiOkResponse({ type: ContactDetailsDto })
  getContactDetails(): ContactDetailsDto {
    return this.contact.details();
  }
}
