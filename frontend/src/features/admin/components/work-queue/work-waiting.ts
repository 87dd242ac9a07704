/** How the header and the side menu say what waits: '5 waiting, 2 overdue', 'Nothing waiting'. */
export function workWaitingText(waiting: number, overdue: number): string {
  if (waiting === 0) return 'Nothing waiting';
  return overdue > 0 ? `${waiting} waiting, ${overdue} overdue` : `${waiting} waiting`;
}
