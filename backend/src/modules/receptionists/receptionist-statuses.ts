/** A receptionist's status, as the API and the back office name it. */
export const RECEPTIONIST_STATUSES = ['pending', 'training', 'active', 'inactive'] as const;
export type ReceptionistStatus = (typeof RECEPTIONIST_STATUSES)[number];
