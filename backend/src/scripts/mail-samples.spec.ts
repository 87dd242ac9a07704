import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { passwordResetMail } from '../modules/auth/auth.mails';
import { MAIL_SAMPLES, SAMPLE_UNSUBSCRIBE } from './mail-samples';

const BROKEN_VALUES = /undefined|NaN|\[object Object\]/;

describe('every mail the product sends', () => {
  it.each(MAIL_SAMPLES.map((sample) => [sample.name, sample] as const))('%s: HTML in the brand layout, with a plain-text part', (_name, { mail, links }) => {
    expect(mail.subject).not.toMatch(BROKEN_VALUES);
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain('class="mail-card"');
    expect(mail.html).toContain('>AI Receptionists</p>');
    expect(mail.html).not.toMatch(BROKEN_VALUES);
    expect(mail.text).not.toMatch(BROKEN_VALUES);
    expect(mail.text).not.toMatch(/<\/?[a-z][^>]*>/i);
    for (const link of links) {
      // In HTML an address's & is written &amp;.
      expect(mail.html).toMatch(new RegExp(`<a class="mail-button" href="${escapeRegExp(link.replaceAll('&', '&amp;'))}"`));
      expect(mail.text).toContain(link);
    }
  });

  const notifications = MAIL_SAMPLES.filter((sample) => sample.mail.headers);
  it.each(notifications.map((sample) => [sample.name, sample] as const))(
    '%s: a notification, with its one-click unsubscribe link and headers',
    (_name, { mail }) => {
      expect(mail.html).toContain(`href="${SAMPLE_UNSUBSCRIBE.url}"`);
      expect(mail.text).toContain(SAMPLE_UNSUBSCRIBE.url);
      expect(mail.headers).toEqual(SAMPLE_UNSUBSCRIBE.headers);
    },
  );

  it('has a sample of every mail function of every module', async () => {
    const modules = join(__dirname, '../modules');
    const mailFiles = readdirSync(modules, { recursive: true, encoding: 'utf8' }).filter((file) => /\.mails\.tsx?$/.test(file));
    const exported = await Promise.all(mailFiles.map((file) => import(join(modules, file)) as Promise<Record<string, unknown>>));
    const mailFunctions = exported.flatMap((module) => Object.entries(module).filter(([name, value]) => name.endsWith('Mail') && typeof value === 'function'));

    expect(mailFunctions.length).toBeGreaterThanOrEqual(14);
    for (const [name, render] of mailFunctions)
      expect({ name, sampled: MAIL_SAMPLES.some((sample) => sample.render === render) }).toEqual({ name, sampled: true });
  });

  it('escapes what people typed in the HTML and keeps it as typed in the text', () => {
    const mail = passwordResetMail({ firstName: '<b>Eve</b> & "Co"' }, 'http://localhost:3000/reset-password?token=t');

    expect(mail.html).toContain('Hi &lt;b&gt;Eve&lt;/b&gt; &amp; &quot;Co&quot;,');
    expect(mail.html).not.toContain('<b>Eve');
    expect(mail.text).toContain('Hi <b>Eve</b> & "Co",');
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
