import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

// In the body, not the URL, so the token never sits in an API access log. Checks run bottom-up.
export class VerifyEmailDto {
  @ApiProperty({ description: 'The token from the verification link', example: 'BwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyAhIiMkJSY' })
  @IsString({ message: 'The verification link is invalid or has expired' })
  @MaxLength(200, { message: 'The verification link is invalid or has expired' })
  @IsNotEmpty({ message: 'The verification link is invalid or has expired' })
  token: string;
}
