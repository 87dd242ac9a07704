import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../../common/errors/app.exception';

export const KNOWLEDGE_GAPS_ERRORS = defineErrors({
  NOT_FOUND: { status: HttpStatus.NOT_FOUND, code: 'KNOWLEDGE_GAPS.NOT_FOUND', message: 'This question is not on your receptionist’s list' },
  RESOLVED: {
    status: HttpStatus.CONFLICT,
    code: 'KNOWLEDGE_GAPS.RESOLVED',
    message: 'This question was answered or dismissed already. Reload to see the questions still to answer.',
  },
  // An answer's question is at most SETTINGS_LIMITS.question; a caller's question may be longer (UNANSWERED_QUESTIONS).
  QUESTION_TOO_LONG: {
    status: HttpStatus.BAD_REQUEST,
    code: 'KNOWLEDGE_GAPS.QUESTION_TOO_LONG',
    message: 'This question is longer than an answer’s question may be: shorten it in the question field, then answer it.',
  },
});
