import { Controller, HttpCode, Post, RawBodyRequest, Req } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { VoiceWebhookReceiptDto } from './dto/voice-webhook-receipt.dto';
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
  @ApiOperation({ summary: "Vapi's server messages (end-of-call-report, status-update); other message types are answered and ignored" })
  @ApiHeader({ name: 'x-vapi-signature', required: false, description: 'HMAC-SHA256 of the raw body (hex), from an HMAC credential' })
  @ApiOkResponse({ type: VoiceWebhookReceiptDto })
  @ApiErrors(400, 401, 413)
  receive(@Req() request: RawBodyRequest<Request>): Promise<VoiceWebhookReceiptDto> {
    return this.webhooks.receive(request.rawBody, request.headers);
  }
}
