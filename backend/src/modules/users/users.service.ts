import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { appError } from '../../common/errors/app.exception';
import { EmailVerificationService } from '../auth/email-verification.service';
import { UpdateUserDto } from './dto/update-user.dto';
import { User } from './user.entity';
import { USERS_ERRORS } from './users.errors';

const PROFILE_FIELDS = ['firstName', 'lastName', 'phoneNumber', 'companyName', 'companySize', 'timeZone'] as const;

@Injectable()
export class UsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly verification: EmailVerificationService,
  ) {}

  /**
   * Applies the profile fields that were sent; nothing else about a user can change here. A new e-mail needs the current
   * password and only waits (`pendingEmail`) until its verification link is opened; a refused one changes nothing.
   */
  async updateProfile(user: User, dto: UpdateUserDto): Promise<User> {
    const newEmail = dto.email !== undefined && dto.email !== user.email ? dto.email : undefined;
    if (newEmail) {
      await this.verification.authorizeChange(user, dto.currentPassword);
      if (await this.em.count(User, { email: newEmail })) throw appError(USERS_ERRORS.EMAIL_TAKEN);
    }
    for (const field of PROFILE_FIELDS) {
      if (dto[field] !== undefined) (user[field] as string | null) = dto[field]!;
    }
    await this.em.transactional(async (tx) => {
      if (newEmail) await this.verification.requestChange(tx, user, newEmail);
    });
    return user;
  }
}
