import { HttpStatus } from '@nestjs/common';
import { defineErrors } from '../../common/errors/app.exception';

export const NOTIFICATIONS_ERRORS = defineErrors({
  UNKNOWN_RECEPTIONIST: {
    status: HttpStatus.BAD_REQUEST,
    code: 'NOTIFICATIONS.UNKNOWN_RECEPTIONIST',
    message: 'Call summaries can only be turned on for your own receptionists',
  },
  INVALID_UNSUBSCRIBE_LINK: {
    status: HttpStatus.BAD_REQUEST,
    code: 'NOTIFICATIONS.INVALID_UNSUBSCRIBE_LINK',
    message: 'This unsubscribe link is not valid. Change your e-mail preferences in the Account tab instead.',
  },
  EXPIRED_UNSUBSCRIBE_LINK: {
    status: HttpStatus.GONE,
    code: 'NOTIFICATIONS.EXPIRED_UNSUBSCRIBE_LINK',
    message: 'This unsubscribe link has expired. Change your e-mail preferences in the Account tab instead.',
  },
  USED_UNSUBSCRIBE_LINK: {
    status: HttpStatus.CONFLICT,
    code: 'NOTIFICATIONS.USED_UNSUBSCRIBE_LINK',
    message: 'This unsubscribe link has already been used. Change your e-mail preferences in the Account tab.',
  },
  THROTTLED: { status: HttpStatus.TOO_MANY_REQUESTS, code: 'NOTIFICATIONS.THROTTLED', message: 'Too many unsubscribe requests' },
});
