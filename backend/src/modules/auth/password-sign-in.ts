import { type CanActivate, type ExecutionContext, Injectable, type Type } from '@nestjs/common';
import { AuthGuard, PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import type { SessionKind } from '../../common/auth/session-policy';
import { createValidationPipe } from '../../common/http/validation.pipe';
import type { User } from '../users/user.entity';
import { AuthService } from './auth.service';
import { LoginDto } from './dto/login.dto';

/** passport-local's strategy per door, its name the kind of session it opens. */
const STRATEGY: Record<SessionKind, string> = { customer: 'local', admin: 'admin-local' };

/** A request after a password sign-in guard: the account whose credentials it carried (passport's `user`). */
export type PasswordSignInRequest = Request & { user: User };

function passwordStrategy(kind: SessionKind): Type<unknown> {
  /** The credential check: AuthService.authenticate (throttled, audited), with no passport session. */
  @Injectable()
  class PasswordStrategy extends PassportStrategy(Strategy, STRATEGY[kind]) {
    constructor(private readonly auth: AuthService) {
      super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true });
    }

    validate(request: Request, email: string, password: string): Promise<User> {
      return this.auth.authenticate({ email, password }, request.ip ?? 'unknown', kind);
    }
  }
  return PasswordStrategy;
}

const validation = createValidationPipe();

function passwordSignInGuard(kind: SessionKind): Type<CanActivate> {
  /**
   * Guards run before pipes: the body is validated here first (the same 400s as any endpoint), then passport-local
   * checks it; `session: false`, the sessions table is ours (SessionsService).
   */
  @Injectable()
  class PasswordSignInGuard extends AuthGuard(STRATEGY[kind]) {
    override async canActivate(context: ExecutionContext): Promise<boolean> {
      const request = context.switchToHttp().getRequest<Request>();
      request.body = await validation.transform(request.body, { type: 'body', metatype: LoginDto });
      return (await super.canActivate(context)) as boolean;
    }

    override getAuthenticateOptions() {
      return { session: false };
    }
  }
  return PasswordSignInGuard;
}

export const CustomerPasswordStrategy = passwordStrategy('customer');
export const AdminPasswordStrategy = passwordStrategy('admin');
/** `@UseGuards(CustomerPasswordSignIn)`: the customer door's e-mail and password, checked; the account in `request.user`. */
export const CustomerPasswordSignIn = passwordSignInGuard('customer');
/** The admin door's: an administrator's account only; anyone else fails like a wrong password. */
export const AdminPasswordSignIn = passwordSignInGuard('admin');
