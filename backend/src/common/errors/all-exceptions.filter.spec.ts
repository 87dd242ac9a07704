import { BadRequestException, ForbiddenException, NotFoundException } from '@nestjs/common';
import { toAppException } from './all-exceptions.filter';
import { AppException } from './app.exception';

describe('toAppException', () => {
  it('keeps an AppException as it is', () => {
    const error = new AppException(409, 'USERS.EMAIL_TAKEN', 'An account with this email already exists');
    expect(toAppException(error)).toBe(error);
  });

  it('maps body-parser failures to 400 and 413 with messages for people', () => {
    expect(toAppException(Object.assign(new SyntaxError('Unexpected token'), { type: 'entity.parse.failed', status: 400 }))).toMatchObject({
      status: 400,
      code: 'REQUEST.MALFORMED_BODY',
    });
    expect(toAppException(Object.assign(new Error('too large'), { type: 'entity.too.large', status: 413 }))).toMatchObject({ status: 413, code: 'REQUEST.BODY_TOO_LARGE' });
  });

  it("replaces Nest's 'Cannot GET /x' with our not-found text", () => {
    expect(toAppException(new NotFoundException('Cannot GET /api/x'))).toMatchObject({ status: 404, code: 'REQUEST.NOT_FOUND', message: 'Not found' });
  });

  it('keeps the message of other client errors', () => {
    expect(toAppException(new BadRequestException('Validation failed (numeric string is expected)'))).toMatchObject({
      status: 400,
      message: 'Validation failed (numeric string is expected)',
    });
    expect(toAppException(new ForbiddenException())).toMatchObject({ status: 403, code: 'AUTH.FORBIDDEN' });
  });

  it('hides anything unexpected behind a 500 that reveals nothing', () => {
    const mapped = toAppException(new Error('connection string postgres://secret@db'));
    expect(mapped).toMatchObject({ status: 500, code: 'INTERNAL' });
    expect(mapped.message).not.toContain('secret');
  });
});
