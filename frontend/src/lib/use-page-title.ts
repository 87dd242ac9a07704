import { useEffect } from 'react';

export const SITE_NAME = 'AI Receptionists';

/** Sets document.title to 'Pricing · AI Receptionists'. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${SITE_NAME}`;
  }, [title]);
}
