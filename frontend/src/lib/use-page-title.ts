import { useEffect } from 'react';

export const SITE_NAME = 'AI Receptionists';

/** What index.html says; pages without their own description fall back to it. */
export const DEFAULT_DESCRIPTION =
  "We build, configure and maintain AI phone receptionists that answer every call, schedule appointments, send SMS links and speak your customers' languages, 24/7.";

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/**
 * Sets document.title to 'Pricing · AI Receptionists' and the page's `<meta name="description">`
 * (search results and link previews show it).
 */
export function usePageTitle(title: string, description: string = DEFAULT_DESCRIPTION): void {
  useEffect(() => {
    document.title = `${title} · ${SITE_NAME}`;
    descriptionTag().content = description;
  }, [title, description]);
}
