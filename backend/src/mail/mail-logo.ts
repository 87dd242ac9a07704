import { join } from 'node:path';

/**
 * The site's logo mark as mails show it: a PNG drawn by scripts/render-mail-logo.mjs (3× its 34 px), sent inside each
 * mail as an inline attachment that the layout's image names by Content-ID (docs/development.md#the-mail-logo).
 */
export const MAIL_LOGO = {
  cid: 'logo@ai-receptionists',
  filename: 'ai-receptionists.png',
  contentType: 'image/png',
  /** Shown at 34 × 34 px, as the site's mark. */
  size: 34,
  // backend/assets, from src/mail and from dist/mail alike (the image copies backend/assets beside backend/dist).
  path: join(__dirname, '../../assets/mail-logo.png'),
};
