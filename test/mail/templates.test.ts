import { describe, expect, it } from 'vitest';
import { seal, sealingKey, unseal } from '../../src/mail/sealed.js';
import { MAIL_TEMPLATES, renderMail } from '../../src/mail/templates.js';

describe('mail templates', () => {
  const values = { code: '012345', link: 'https://api.example.jp/auth/v1/verify?token=a&type=b', email: 'a<b>@example.jp', minutes: '10' };

  // The sign-in templates carry a code and a link; the sales digest (below) carries figures.
  it.each(MAIL_TEMPLATES.filter((name) => name !== 'sales_digest').flatMap((name) => (['ja', 'en'] as const).map((locale) => [name, locale] as const)))(
    '%s in %s: subject, text and HTML, every placeholder filled',
    (name, locale) => {
      const mail = renderMail(name, locale, values);
      expect(mail.subject).toContain('012345');
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{\{|\}\}/);
      expect(mail.text).toContain('012345');
      expect(mail.text).toContain(values.link);
      expect(mail.html).toContain('012345');
      expect(mail.html).toContain(`lang="${locale}"`);
      // Values are escaped in HTML, as they are.
      expect(mail.html).toContain('https://api.example.jp/auth/v1/verify?token=a&amp;type=b');
      if (name === 'email_change') {
        expect(mail.text).toContain('a<b>@example.jp');
        expect(mail.html).toContain('a&lt;b&gt;@example.jp');
      }
      expect(/[ぁ-んァ-ン]/.test(mail.text)).toBe(locale === 'ja');
    },
  );

  it.each(['ja', 'en'] as const)('sales_digest in %s: the figures, escaped in HTML, every placeholder filled', (locale) => {
    const vars = { title: 'Daily sales 2026-11-22', period: '2026-11-22', revenue: '¥2,400', sessions_count: '3', average_stay: '79.7', top_lots: '1. Lot <B> ¥1,900' };
    const mail = renderMail('sales_digest', locale, vars);
    expect(mail.subject).toBe('Daily sales 2026-11-22');
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\{\{|\}\}/);
    expect(mail.text).toContain('¥2,400');
    expect(mail.text).toContain('1. Lot <B> ¥1,900');
    expect(mail.html).toContain('1. Lot &lt;B&gt; ¥1,900');
    expect(mail.html).toContain(`lang="${locale}"`);
    expect(/[ぁ-んァ-ン]/.test(mail.text)).toBe(locale === 'ja');
  });

  it('refuses to send a hole: a placeholder without a value is an error', () => {
    expect(() => renderMail('recovery', 'en', { code: '1', link: 'x' })).toThrow('mail template recovery.en.txt: no value for {{minutes}}');
  });
});

describe('sealed values', () => {
  it('open with the key they were sealed with, and with no other', () => {
    const sealed = seal(sealingKey('a'.repeat(32)), { code: '123456' });
    expect(sealed).not.toContain('123456');
    expect(unseal(sealingKey('a'.repeat(32)), sealed)).toEqual({ code: '123456' });
    expect(() => unseal(sealingKey('b'.repeat(32)), sealed)).toThrow();
  });
});
