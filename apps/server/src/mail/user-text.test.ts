import { describe, expect, it } from 'vitest';
import { quotedUserText, withoutLinks } from './user-text.ts';

describe('withoutLinks', () => {
  it.each([
    ['http://evil.example/win', 'http[:]//evil[.]example/win'],
    ['Visit https://evil.example now', 'Visit https[:]//evil[.]example now'],
    ['www.evil.example', 'www[.]evil[.]example'],
    ['evil.example', 'evil[.]example'],
    ['mail me: boss@evil.example', 'mail me: boss@evil[.]example'],
    ['ftp://10.0.0.1/x', 'ftp[:]//10[.]0[.]0[.]1/x'],
    ['javascript:alert(1)', 'javascript[:]alert(1)'],
    ['xn--80ak6aa92e.com', 'xn--80ak6aa92e[.]com'],
    ['bank.co.uk/login', 'bank[.]co[.]uk/login'],
    ['пример.рф', 'пример[.]рф'],
  ])('breaks %j', (text, expected) => {
    expect(withoutLinks(text)).toBe(expected);
  });

  it.each(['Ada Lovelace', 'J. R. R. Tolkien', 'J.R.R. Tolkien', "Dr. O'Brien", 'Anne-Marie Smith-Jones', 'Zoë Ω'])('leaves the name %j as it is', (name) => {
    expect(withoutLinks(name)).toBe(name);
  });
});

describe('quotedUserText', () => {
  it('puts the text between quotation marks, without links', () => {
    expect(quotedUserText('Ada at evil.example')).toBe('“Ada at evil[.]example”');
  });
});
