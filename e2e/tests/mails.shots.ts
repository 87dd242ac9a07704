import { execFile } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { test, type Page } from '@playwright/test';
import { MailDev } from 'maildev';

// `npm run screenshots -w e2e`: every mail the product sends (the backend's own templates with sample values, sent by
// `npm run mail:preview -w backend`) as MailDev shows it, at desktop and phone widths, light and dark, into
// e2e/screenshots/mail-*.png. Needs the backend built (npm run build).
const PREVIEW_SCRIPT = fileURLToPath(new URL('../../backend/dist/scripts/mail-preview.js', import.meta.url));
const WIDTHS = [1280, 390];

interface SentMail {
  name: string;
  id: string;
}

let maildev: MailDev;
let inboxUrl: string;
let mails: SentMail[] = [];

test.beforeAll(async () => {
  const [smtp, web] = [await freePort(), await freePort()];
  maildev = new MailDev({ smtp, web, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true });
  await maildev.start();
  inboxUrl = `http://127.0.0.1:${web}`;
  // Asynchronously: MailDev's SMTP server runs in this process and must answer while the script sends.
  const { stdout } = await promisify(execFile)(process.execPath, [PREVIEW_SCRIPT], { env: { ...process.env, SMTP_URL: `smtp://127.0.0.1:${smtp}` } });
  const received = (await (await fetch(`${inboxUrl}/api/email`)).json()) as { id: string; subject: string }[];
  mails = [...stdout.matchAll(/^sent ([\w-]+): (.*)$/gm)].map(([, name, subject]) => ({ name, id: received.find((mail) => mail.subject === subject)!.id }));
});

test.afterAll(async () => {
  await maildev?.stop();
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of WIDTHS) {
    test(`every mail in MailDev at ${width}px, ${theme}`, async ({ browser }) => {
      // Each mail takes a few seconds to open and picture, and the list grows with the product.
      test.setTimeout(20_000 + 8_000 * mails.length);
      for (const { name, id } of mails) {
        // A page of its own per mail: MailDev remembers whether its list is open.
        const page = await browser.newPage({ viewport: { width, height: 800 }, colorScheme: theme });
        await shoot(page, id, width, `screenshots/mail-${name}-${width}-${theme}.png`);
        await page.close();
      }
    });
  }
}

/** Opens the mail in MailDev and pictures it whole: the window grows to the mail's height, since MailDev scrolls it in a pane. */
async function shoot(page: Page, id: string, width: number, path: string): Promise<void> {
  await page.goto(`${inboxUrl}/#/email/${id}`);
  const mail = page.frameLocator('iframe').locator('html');
  await mail.locator('h1').waitFor();
  // On a phone MailDev's list covers the mail; closing it shows the mail at the phone's width.
  if (width < 600) {
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await page.waitForTimeout(500); // the list slides away; the mail's height is measured at its final width
  }
  await page.mouse.move(0, 799);
  // The content's own bottom: MailDev's frame keeps the height it had while the list narrowed it.
  const mailHeight = await mail.evaluate((html) =>
    Math.max(...Array.from(html.ownerDocument.body.children).map((child) => child.getBoundingClientRect().bottom)),
  );
  const frameTop = (await page.locator('iframe').boundingBox())!.y;
  await page.setViewportSize({ width, height: Math.ceil(frameTop + mailHeight) + 16 });
  await page.screenshot({ path });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
