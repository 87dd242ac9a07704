import { Controller, HttpCode, Post, RawBodyRequest, Req } from '@nestjs/common';
import { ApiBody, ApiExtraModels, ApiHeader, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { Request } from 'express';
import { COMMON_ERRORS } from '../../common/errors/common.errors';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { CALLS_ERRORS } from './calls.errors';
import { IncomingCallReplyDto, ToolCallsReplyDto, VoiceWebhookReceiptDto } from './dto/voice-webhook-receipt.dto';
import { VoiceWebhooksService } from './voice-webhooks.service';

/** Where the voice platform (Vapi, or the built-in sandbox) posts its server messages. */
export const VOICE_WEBHOOK_PATH = '/api/webhooks/voice/vapi';
/** A one-hour call's report (transcript, messages twice over, the assistant's configuration) stays well under this. */
export const VOICE_WEBHOOK_BODY_LIMIT = '2mb';

@ApiTags('calls')
@Controller('webhooks/voice')
export class VoiceWebhookController {
  constructor(private readonly webhooks: VoiceWebhooksService) {}

  /** Vapi's server messages, authenticated by the custom credential (HMAC of the raw body, or its secret), not a session. */
  @Post('vapi')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Receive a voice platform message',
    description:
      "Vapi's server messages (`end-of-call-report`, `status-update`, recorded for the worker; `assistant-request`, answered at once with what to do with the incoming call: its assistant, a VIP's straight transfer, or a blocked number's refusal; `tool-calls`, run at once and answered with their results: appointments, texts, transfers); other message types are answered and ignored. Authenticated by Vapi's custom credential (an HMAC of the raw body in `x-vapi-signature`, a Bearer token, or the legacy `X-Vapi-Secret`), not a session. The built-in sandbox posts here too, signed with its own secret.",
  })
  @ApiHeader({ name: 'x-vapi-signature', required: false, description: 'HMAC-SHA256 of the raw body (hex), from an HMAC credential' })
  @ApiBody({
    description:
      "A Vapi server message: `{ message: { type, call, … } }` as Vapi's server URL documentation shows; read from the raw bytes after they are verified",
    schema: {
      type: 'object',
      properties: { message: { type: 'object', properties: { type: { type: 'string', example: 'status-update' } }, required: ['type'] } },
      required: ['message'],
    },
  })
  @ApiExtraModels(VoiceWebhookReceiptDto, IncomingCallReplyDto, ToolCallsReplyDto)
  @ApiOkResponse({
    schema: {
      anyOf: [{ $ref: getSchemaPath(VoiceWebhookReceiptDto) }, { $ref: getSchemaPath(IncomingCallReplyDto) }, { $ref: getSchemaPath(ToolCallsReplyDto) }],
    },
  })
  @ApiErrors(CALLS_ERRORS.MALFORMED_MESSAGE, CALLS_ERRORS.INVALID_SIGNATURE, {
    ...COMMON_ERRORS.BODY_TOO_LARGE,
    when: `The message is over ${VOICE_WEBHOOK_BODY_LIMIT}`,
  })
  receiveVoiceMessage(@Req() request: RawBodyRequest<Request>): Promise<VoiceWebhookReceiptDto | IncomingCallReplyDto | ToolCallsReplyDto> {
    return this.webhooks.receive(request.rawBody, request.headers);
  }
}
