import { IsAccountEmail } from '../../users/dto/email-field';

export class ForgotPasswordDto {
  @IsAccountEmail('Please enter a valid email address')
  email: string;
}
