import { Module } from '@nestjs/common';
import { AuditLog } from './audit-log.service';

/**
 * The audit trail (the audit_log table): the back office records every administrator change, and the administrators'
 * door its failed sign-ins and second-factor events, through AuditLog.
 */
@Module({ providers: [AuditLog], exports: [AuditLog] })
export class AuditModule {}
