import { randomUUID } from 'node:crypto';

export function uniqueEmail(label = 'owner'): string {
  return `${label}-${randomUUID().slice(0, 8)}@example.com`;
}
