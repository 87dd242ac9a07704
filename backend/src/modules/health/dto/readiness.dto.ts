import { ApiProperty } from '@nestjs/swagger';

export class ReadinessDto {
  @ApiProperty({
    enum: ['ready', 'draining', 'down'],
    description: 'draining: the process is stopping and finishes what it has; down: the database is not answering',
  })
  status: 'ready' | 'draining' | 'down';
}
