const NORTH_AMERICAN = /^\+1(\d{3})(\d{3})(\d{4})$/;

/**
 * A phone number as the app writes it (frontend/src/lib/format.ts): a North American one in E.164 as
 * '+1 (308) 555-0175', any other as given.
 */
export function formatPhoneNumber(number: string): string {
  const parts = NORTH_AMERICAN.exec(number);
  return parts ? `+1 (${parts[1]}) ${parts[2]}-${parts[3]}` : number;
}
