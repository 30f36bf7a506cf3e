import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { safeUrl } from '../../src/api/safe-url.js';

const hostile = [
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'java\u0000script:alert(1)',
  '\u0001javascript:alert(1)',
  'javascript&colon;alert(1)',
  'javascript&#58;alert(1)',
  '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
  'javascript%3Aalert(1)',
  'jav&#x09;ascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
  'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://example.com/file',
  'blob:https://example.com/1234',
  '//evil.example/x.png',
  '/relative/path.png',
  'relative.png',
  'https:evil.example',
  'https:/evil.example',
  'https:\\\\evil.example',
  'http://\\evil.example',
  'https://user:pass@evil.example/',
  'https://good.example@evil.example/',
  'https://exa mple.com/',
  'https://example.com/\u2028x',
  'https://example.com/\u200Bx',
  'https://\uFEFFexample.com',
  'https://',
  'http:///x',
  'https://?x',
  'https://#x',
  '',
  '   ',
  'x'.repeat(5000),
  'https://&#x65;vil.example',
  'ｊａｖａｓｃｒｉｐｔ:alert(1)',
];

describe('safeUrl', () => {
  it(`refuses each of ${hostile.length} hostile or unusable URLs`, () => {
    assert.ok(hostile.length >= 30);
    for (const url of hostile) assert.equal(safeUrl(url), undefined, JSON.stringify(url));
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 42, {}, ['https://example.com'], { toString: () => 'https://example.com' }]) {
      assert.equal(safeUrl(value), undefined);
    }
  });

  it('keeps ordinary http and https addresses, normalised', () => {
    assert.equal(safeUrl('https://example.com/a b'.replace(' ', '%20')), 'https://example.com/a%20b');
    assert.equal(safeUrl('https://Example.COM/homes/12?utm=1&x=2#top'), 'https://example.com/homes/12?utm=1&x=2#top');
    assert.equal(safeUrl('http://127.0.0.1:8787/sandbox/images/1.svg'), 'http://127.0.0.1:8787/sandbox/images/1.svg');
    assert.equal(safeUrl('  https://example.com/x.jpg  '), 'https://example.com/x.jpg');
    assert.equal(safeUrl('HTTPS://example.com'), 'https://example.com/');
  });
});
