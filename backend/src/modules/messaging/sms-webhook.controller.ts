import { Controller, Header, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiHeader, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { COMMON_ERRORS } from '../../common/errors/common.errors';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { MESSAGING_ERRORS } from './messaging.errors';
import { SmsWebhooksService } from './sms-webhooks.service';

/** Where Twilio posts inbound texts and the status callbacks of ours: form bodies, parsed only here (server/http-app.ts). */
export const SMS_WEBHOOK_PATHS = ['/api/webhooks/sms/twilio', '/api/webhooks/sms/twilio/status'];
/** An inbound text with its fields is a few kilobytes. */
export const SMS_WEBHOOK_BODY_LIMIT = '64kb';

const SIGNATURE_HEADER = {
  name: 'x-twilio-signature',
  required: true,
  description: 'Base64 HMAC-SHA1, with the Twilio auth token, of APP_URL with the path followed by every form parameter (name and value, sorted by name)',
};

const formBody = (properties: Record<string, { type: 'string'; example: string; description?: string }>, required: string[]) => ({
  schema: { type: 'object' as const, properties, required },
});

/** Twilio's requests, authenticated by their signature (X-Twilio-Signature), not a session; the origin check does not apply. */
@ApiTags('messaging')
@Controller('webhooks/sms')
@ApiErrors(
  MESSAGING_ERRORS.UNSIGNED,
  MESSAGING_ERRORS.INVALID_SIGNATURE,
  MESSAGING_ERRORS.MALFORMED_REQUEST,
  {
    ...COMMON_ERRORS.MALFORMED_TEXT,
    when: 'A field holds a null character or is not valid Unicode',
  },
  { ...COMMON_ERRORS.BODY_TOO_LARGE, when: `The form is over ${SMS_WEBHOOK_BODY_LIMIT}` },
)
export class SmsWebhookController {
  constructor(private readonly webhooks: SmsWebhooksService) {}

  @Post('twilio')
  @HttpCode(200)
  @Header('Content-Type', 'text/xml; charset=utf-8')
  @ApiOperation({
    summary: 'Receive a text sent to our SMS number',
    description:
      'Twilio’s incoming-message webhook. STOP (or STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT) stops our texts to the sender from that number, START (UNSTOP, YES) allows them again, HELP (INFO) is answered with what the number is for; each is confirmed in the TwiML answer. Anything else gets an empty answer.',
  })
  @ApiHeader(SIGNATURE_HEADER)
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody(
    formBody(
      {
        MessageSid: { type: 'string', example: 'SM0123456789abcdef0123456789abcdef' },
        From: { type: 'string', example: '+14155550123', description: 'Who sent it, E.164' },
        To: { type: 'string', example: '+14155550100', description: 'Our number it was sent to' },
        Body: { type: 'string', example: 'STOP' },
      },
      ['From', 'To', 'Body'],
    ),
  )
  @ApiProduces('text/xml')
  @ApiOkResponse({
    description: 'TwiML: the reply to the sender, if any',
    content: { 'text/xml': { schema: { type: 'string', example: '<?xml version="1.0" encoding="UTF-8"?><Response><Message>…</Message></Response>' } } },
  })
  receiveText(@Req() request: Request, @Headers('x-twilio-signature') signature?: string): Promise<string> {
    return this.webhooks.inbound(request.originalUrl, request.body, signature);
  }

  @Post('twilio/status')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Receive the status of a text we sent',
    description:
      'Twilio’s status callback of a text sent by a receptionist: queued, sent, delivered, undelivered or failed (with its error code). A text only moves forward: a late or repeated status changes nothing; a status or text we do not know is ignored.',
  })
  @ApiHeader(SIGNATURE_HEADER)
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody(
    formBody(
      {
        MessageSid: { type: 'string', example: 'SM0123456789abcdef0123456789abcdef' },
        MessageStatus: { type: 'string', example: 'delivered' },
        ErrorCode: { type: 'string', example: '30003', description: 'Twilio’s error code, when it failed' },
      },
      ['MessageSid', 'MessageStatus'],
    ),
  )
  @ApiNoContentResponse({ description: 'Recorded, or ignored' })
  receiveStatus(@Req() request: Request, @Headers('x-twilio-signature') signature?: string): Promise<void> {
    return this.webhooks.status(request.originalUrl, request.body, signature);
  }
}
