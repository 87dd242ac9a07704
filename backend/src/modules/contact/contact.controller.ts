import { Body, Controller, Get, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { ContactService } from './contact.service';
import { ContactDetailsDto, ContactMessageSentDto } from './dto/contact-details.dto';
import { CreateContactMessageDto } from './dto/create-contact-message.dto';

@ApiTags('contact')
@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  /** The public contact form: stored for the back office, mailed to sales, acknowledged to the sender. */
  @Post('contact')
  @ApiCreatedResponse({ type: ContactMessageSentDto })
  @ApiErrors(400, 429)
  async sendContactMessage(@Body() dto: CreateContactMessageDto, @Req() request: Request): Promise<ContactMessageSentDto> {
    await this.contact.submit(dto, request.ip ?? 'unknown');
    return { success: true, message: "We'll get back to you as soon as possible." };
  }

  /** The sales and support addresses shown on the contact page. */
  @Get('contact-details')
  @ApiOkResponse({ type: ContactDetailsDto })
  getContactDetails(): ContactDetailsDto {
    return this.contact.details();
  }
}
