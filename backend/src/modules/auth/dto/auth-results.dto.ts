import { ApiProperty } from '@nestjs/swagger';

export class SuccessDto {
  @ApiProperty() success: boolean;
  @ApiProperty() message: string;
}

export class TokenValidityDto {
  @ApiProperty() success: boolean;
}
