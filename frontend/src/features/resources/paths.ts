/** Where "Contact Support" goes: the dashboard's Support tab. */
export const SUPPORT_PATH = '/dashboard?tab=support';
