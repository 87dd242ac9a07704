import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { appError } from '../../common/errors/app.exception';
import type { KnowledgeGapDto } from '../calls/dto/knowledge-gap.dto';
import { KNOWLEDGE_GAPS_ERRORS } from '../calls/knowledge-gaps.errors';
import { KnowledgeGapsService } from '../calls/knowledge-gaps.service';
import { ReceptionistsService } from '../receptionists/receptionists.service';
import type { User } from '../users/user.entity';
import type { AnswerKnowledgeGapDto } from './dto/knowledge-gaps.dto';
import { SETTINGS_LIMITS } from './receptionist-settings';
import { RECEPTIONIST_SETTINGS_ERRORS } from './receptionist-settings.errors';
import { ReceptionistSettingsService, type SavedSettings, type SettingsViewer } from './receptionist-settings.service';

/**
 * A receptionist's "To answer" list as its settings page shows it (docs/product.md#knowledge-gaps): the calls module
 * keeps the questions; answering one saves a settings version with its answer and settles the question in one
 * transaction. A receptionist that is not the viewer's is "not found", as on every settings operation.
 */
@Injectable()
export class KnowledgeGapAnswers {
  constructor(
    private readonly em: EntityManager,
    private readonly receptionists: ReceptionistsService,
    private readonly settings: ReceptionistSettingsService,
    private readonly gaps: KnowledgeGapsService,
  ) {}

  async list(id: number, viewer: SettingsViewer): Promise<KnowledgeGapDto[]> {
    await this.receptionistOrFail(this.em, id, viewer);
    return this.gaps.listOpen(id);
  }

  async dismiss(actor: User, id: number, gapId: number, viewer: SettingsViewer): Promise<void> {
    await this.receptionistOrFail(this.em, id, viewer);
    await this.gaps.dismiss(id, gapId, actor);
  }

  /**
   * Adds the answer to the newest settings as the next version (stale, invalid or over the plan: refused like any save)
   * and marks the question answered by it; either both happen or neither.
   */
  async answer(actor: User, id: number, gapId: number, dto: AnswerKnowledgeGapDto, viewer: SettingsViewer): Promise<SavedSettings> {
    return this.em.fork().transactional(async (tx) => {
      await this.receptionistOrFail(tx, id, viewer);
      const question = dto.question ?? (await this.gaps.openQuestion(tx, id, gapId));
      // Checked before the save, so a settled question is 409 RESOLVED rather than whatever the save would say.
      if (dto.question !== undefined) await this.gaps.openQuestion(tx, id, gapId);
      if (question.length > SETTINGS_LIMITS.question) {
        throw appError(KNOWLEDGE_GAPS_ERRORS.QUESTION_TOO_LONG, { question: `Keep the question to ${SETTINGS_LIMITS.question} characters` });
      }
      const saved = await this.settings.appendAnswer(actor, id, dto.baseVersion, { question, answer: dto.answer }, viewer, tx);
      await this.gaps.resolve(tx, id, gapId, { state: 'answered', version: saved.version }, actor);
      return saved;
    });
  }

  private async receptionistOrFail(em: EntityManager, id: number, viewer: SettingsViewer): Promise<void> {
    if (!(await this.receptionists.settingsSubject(id, { userId: viewer.customerId, em }))) throw appError(RECEPTIONIST_SETTINGS_ERRORS.NOT_FOUND);
  }
}
