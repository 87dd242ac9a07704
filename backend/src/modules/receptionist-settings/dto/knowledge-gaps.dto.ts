import { IntersectionType, PartialType, PickType } from '@nestjs/swagger';
import { AnswerDto, SaveReceptionistSettingsDto } from './receptionist-settings.dto';

/**
 * The owner's answer to a question callers asked (docs/product.md#knowledge-gaps): checked as an answer of the settings
 * is, with the question as the callers asked it unless the owner edited it, and the version it is added to.
 */
export class AnswerKnowledgeGapDto extends IntersectionType(
  PickType(AnswerDto, ['answer'] as const),
  PartialType(PickType(AnswerDto, ['question'] as const)),
  PickType(SaveReceptionistSettingsDto, ['baseVersion'] as const),
) {}
