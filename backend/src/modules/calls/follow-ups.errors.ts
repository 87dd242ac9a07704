import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../../common/errors/app.exception';

export const FOLLOW_UPS_ERRORS = defineErrors({
  // Another customer's follow-up answers this too: whether an id exists is not theirs to learn.
  NOT_FOUND: { status: HttpStatus.NOT_FOUND, code: 'FOLLOW_UPS.NOT_FOUND', message: 'Follow-up not found' },
});
