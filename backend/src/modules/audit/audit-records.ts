/** The records whose history the back office shows, as the audit trail names them. */
export const AUDITED_RECORDS = ['user', 'support_request', 'contact_message', 'receptionist', 'queue'] as const;
export type AuditedRecord = (typeof AUDITED_RECORDS)[number];
/** What an entry is about: a record, or the administrators' door (failed sign-ins). */
export const AUDIT_TARGETS = [...AUDITED_RECORDS, 'admin_login'] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

/** Every administrator action the audit trail records. */
export const AUDIT_ACTIONS = [
  'user.update',
  'user.password_reset_sent',
  'support_request.status',
  'contact_message.read',
  'receptionist.update',
  'receptionist.test_call',
  'receptionist.change_done',
  'receptionist.settings_saved',
  'receptionist.settings_restored',
  'receptionist.settings_reapplied',
  'receptionist.delete',
  'queue.retry_failed',
  'admin.login_failed',
  'admin.second_factor_failed',
  'admin.second_factor_enrolled',
  'admin.recovery_code_used',
  'admin.recovery_codes_regenerated',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A changed field's value as recorded: JSON's scalars, or a list of texts (a receptionist's languages); dates as ISO text. */
export type AuditValue = string | number | boolean | null | string[];
