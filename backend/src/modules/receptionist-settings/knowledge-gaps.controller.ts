import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/http/api-errors.decorator';
import { IdParam } from '../../common/http/id-param.pipe';
import { KnowledgeGapDto } from '../calls/dto/knowledge-gap.dto';
import { KNOWLEDGE_GAPS_ERRORS } from '../calls/knowledge-gaps.errors';
import { SignedIn } from '../users/access.decorators';
import { CurrentUser } from '../users/current-user.decorator';
import { User } from '../users/user.entity';
import { AnswerKnowledgeGapDto } from './dto/knowledge-gaps.dto';
import { ReceptionistSettingsDto } from './dto/receptionist-settings.dto';
import { KnowledgeGapAnswers } from './knowledge-gap-answers.service';
import { SAVE_ERRORS } from './receptionist-settings.controller';
import { RECEPTIONIST_SETTINGS_ERRORS } from './receptionist-settings.errors';
import { ReceptionistSettingsService } from './receptionist-settings.service';

const SETTLE_ERRORS = [
  RECEPTIONIST_SETTINGS_ERRORS.NOT_FOUND,
  KNOWLEDGE_GAPS_ERRORS.NOT_FOUND,
  { ...KNOWLEDGE_GAPS_ERRORS.RESOLVED, when: 'The question was answered or dismissed already: nothing changes' },
];

/**
 * The questions callers asked that a customer's receptionist could not answer, on its settings page
 * (docs/product.md#knowledge-gaps). The calls module keeps them; here they are read and settled, an answer as a new
 * settings version, so the one owner of the settings decides what a save is.
 */
@ApiTags('knowledge gaps')
@Controller('receptionists/:id/knowledge-gaps')
@SignedIn()
export class KnowledgeGapsController {
  constructor(
    private readonly answers: KnowledgeGapAnswers,
    private readonly settings: ReceptionistSettingsService,
  ) {}

  @Get()
  @ApiOkResponse({ type: [KnowledgeGapDto] })
  @ApiOperation({
    summary: 'List the questions your receptionist could not answer',
    description: 'The open ones, newest first, at most 100: each question once, with how many calls asked it and the latest of them.',
  })
  @ApiErrors(RECEPTIONIST_SETTINGS_ERRORS.NOT_FOUND)
  listKnowledgeGaps(@CurrentUser() user: User, @IdParam() id: number): Promise<KnowledgeGapDto[]> {
    return this.answers.list(id, { customerId: user.id });
  }

  @Post(':gapId/dismiss')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Dismissed, for every call that asked it' })
  @ApiOperation({ summary: 'Dismiss a question', description: 'Takes the question off the list without answering it.' })
  @ApiErrors(...SETTLE_ERRORS)
  async dismissKnowledgeGap(@CurrentUser() user: User, @IdParam() id: number, @IdParam('gapId') gapId: number): Promise<void> {
    await this.answers.dismiss(user, id, gapId, { customerId: user.id });
  }

  @Post(':gapId/answer')
  @HttpCode(200)
  @ApiOkResponse({ type: ReceptionistSettingsDto })
  @ApiOperation({
    summary: 'Answer a question',
    description:
      'Adds the question (as asked, or as edited) and its answer to the settings’ answers as a new version, applied to the receptionist like any save, and takes the question off the list: both or neither.',
  })
  @ApiErrors(...SAVE_ERRORS, ...SETTLE_ERRORS.slice(1), KNOWLEDGE_GAPS_ERRORS.QUESTION_TOO_LONG)
  async answerKnowledgeGap(
    @CurrentUser() user: User,
    @IdParam() id: number,
    @IdParam('gapId') gapId: number,
    @Body() dto: AnswerKnowledgeGapDto,
  ): Promise<ReceptionistSettingsDto> {
    await this.answers.answer(user, id, gapId, dto, { customerId: user.id });
    return this.settings.current(id, { customerId: user.id });
  }
}
