import { ApiProperty } from '@nestjs/swagger';
import type { SessionListing } from '../sessions.service';
import { deviceLabel } from '../device-label';

/** One place the user is signed in: never its token nor the token's hash. */
export class SessionDto {
  @ApiProperty({ format: 'uuid', description: "The session's public id, to sign it out" }) id: string;
  @ApiProperty({ description: 'Whether this is the session the request came with' }) current: boolean;
  @ApiProperty({ example: 'Chrome on macOS', description: 'Browser and system, from the user agent' }) device: string;
  @ApiProperty({ type: String, nullable: true, example: '203.0.113.7', description: 'The client address it signed in from' }) address: string | null;
  @ApiProperty() createdAt: Date;
  @ApiProperty({ description: 'When it was last used (kept to the minute)' }) lastActiveAt: Date;

  static from(session: SessionListing, currentId: string): SessionDto {
    return {
      id: session.id,
      current: session.id === currentId,
      device: deviceLabel(session.userAgent),
      address: session.clientAddress,
      createdAt: session.createdAt,
      lastActiveAt: session.lastSeenAt,
    };
  }
}
