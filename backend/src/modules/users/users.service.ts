import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { appError } from '../../common/errors/app.exception';
import { UpdateUserDto } from './dto/update-user.dto';
import { User } from './user.entity';
import { USERS_ERRORS } from './users.errors';

const PROFILE_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'companyName', 'companySize'] as const;

@Injectable()
export class UsersService {
  constructor(private readonly em: EntityManager) {}

  /** Applies the profile fields that were sent; nothing else about a user can change here. */
  async updateProfile(user: User, dto: UpdateUserDto): Promise<User> {
    if (dto.email !== undefined && dto.email !== user.email && (await this.em.count(User, { email: dto.email }))) {
      throw appError(USERS_ERRORS.EMAIL_TAKEN);
    }
    for (const field of PROFILE_FIELDS) {
      if (dto[field] !== undefined) (user[field] as string | null) = dto[field]!;
    }
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw appError(USERS_ERRORS.EMAIL_TAKEN);
      throw error;
    }
    return user;
  }
}
