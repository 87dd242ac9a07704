import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000_initial } from './Migration20261122000000_initial';
import { Migration20261122120000_billing } from './Migration20261122120000_billing';
import { Migration20261122200000_receptionists_support } from './Migration20261122200000_receptionists_support';
import { Migration20261123100000_list_indexes } from './Migration20261123100000_list_indexes';
import { Migration20261126100000_email_verification } from './Migration20261126100000_email_verification';
import { Migration20261126110000_admin_second_factor } from './Migration20261126110000_admin_second_factor';
import { Migration20261126130000_limits_over_time } from './Migration20261126130000_limits_over_time';
import { Migration20261126150000_calls } from './Migration20261126150000_calls';
import { Migration20261126150100_call_events } from './Migration20261126150100_call_events';
import { Migration20261126150200_sandbox_call_schedules } from './Migration20261126150200_sandbox_call_schedules';
import { Migration20261126150300_calls_list_indexes } from './Migration20261126150300_calls_list_indexes';
import { Migration20261127090000_call_events_retention_index } from './Migration20261127090000_call_events_retention_index';
import { Migration20261127100000_trial_refusals } from './Migration20261127100000_trial_refusals';
import { Migration20261127120000_subscriptions } from './Migration20261127120000_subscriptions';
import { Migration20261127180000_notifications } from './Migration20261127180000_notifications';
import { Migration20261127180100_call_notifications } from './Migration20261127180100_call_notifications';
import { Migration20261127180200_call_usage } from './Migration20261127180200_call_usage';
import { Migration20261128000000_table_change_notifications } from './Migration20261128000000_table_change_notifications';
import { Migration20261128120000_user_sessions } from './Migration20261128120000_user_sessions';
import { Migration20261129090000_real_ai_numbers } from './Migration20261129090000_real_ai_numbers';
import { Migration20261129100000_forwarding_checks } from './Migration20261129100000_forwarding_checks';

/** Applied in this order; a new migration is added here as well as in its own file. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122000000_initial', class: Migration20261122000000_initial },
  { name: 'Migration20261122120000_billing', class: Migration20261122120000_billing },
  { name: 'Migration20261122200000_receptionists_support', class: Migration20261122200000_receptionists_support },
  { name: 'Migration20261123100000_list_indexes', class: Migration20261123100000_list_indexes },
  { name: 'Migration20261126100000_email_verification', class: Migration20261126100000_email_verification },
  { name: 'Migration20261126110000_admin_second_factor', class: Migration20261126110000_admin_second_factor },
  { name: 'Migration20261126130000_limits_over_time', class: Migration20261126130000_limits_over_time },
  { name: 'Migration20261126150000_calls', class: Migration20261126150000_calls },
  { name: 'Migration20261126150100_call_events', class: Migration20261126150100_call_events },
  { name: 'Migration20261126150200_sandbox_call_schedules', class: Migration20261126150200_sandbox_call_schedules },
  { name: 'Migration20261126150300_calls_list_indexes', class: Migration20261126150300_calls_list_indexes },
  { name: 'Migration20261127090000_call_events_retention_index', class: Migration20261127090000_call_events_retention_index },
  { name: 'Migration20261127100000_trial_refusals', class: Migration20261127100000_trial_refusals },
  { name: 'Migration20261127120000_subscriptions', class: Migration20261127120000_subscriptions },
  { name: 'Migration20261127180000_notifications', class: Migration20261127180000_notifications },
  { name: 'Migration20261127180100_call_notifications', class: Migration20261127180100_call_notifications },
  { name: 'Migration20261127180200_call_usage', class: Migration20261127180200_call_usage },
  { name: 'Migration20261128000000_table_change_notifications', class: Migration20261128000000_table_change_notifications },
  { name: 'Migration20261128120000_user_sessions', class: Migration20261128120000_user_sessions },
  { name: 'Migration20261129090000_real_ai_numbers', class: Migration20261129090000_real_ai_numbers },
  { name: 'Migration20261129100000_forwarding_checks', class: Migration20261129100000_forwarding_checks },
];
