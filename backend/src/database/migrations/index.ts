import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000_initial } from './Migration20261122000000_initial';
import { Migration20261122120000_billing } from './Migration20261122120000_billing';

/** Applied in this order; a new migration is added here as well as in its own file. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122000000_initial', class: Migration20261122000000_initial },
  { name: 'Migration20261122120000_billing', class: Migration20261122120000_billing },
];
