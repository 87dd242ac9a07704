/** A back-office tab searched for one customer or ticket: where our team's mails lead (the tab reads `q` as its search). */
export function backOfficeLink(appUrl: string, tab: 'work-queue' | 'receptionists' | 'support-requests', search: string): string {
  return `${appUrl}/admin?tab=${tab}&q=${encodeURIComponent(search)}`;
}
