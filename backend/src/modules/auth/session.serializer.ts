import { Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import type { User } from '../users/user.entity';

/** The session holds the user id only; SessionGuard loads the user inside the request's ORM context. */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  serializeUser(user: User, done: (error: Error | null, id?: number) => void): void {
    done(null, user.id);
  }

  /** Required by PassportSerializer, but unused: passport.session() is not mounted (see http-app.ts). */
  deserializeUser(id: number, done: (error: Error | null, id?: number) => void): void {
    done(null, id);
  }
}
