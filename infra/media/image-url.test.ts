import { describe, expect, it } from 'vitest';
import { classifyImageUrl, decodeInlineImage, imageUrlMessages, maxImageBytes, sniffImageType } from './image-url.js';

const bytes = (...values: (number | string)[]) =>
  Buffer.concat(values.map((value) => (typeof value === 'string' ? Buffer.from(value, 'latin1') : Buffer.from([value]))));

const samples = {
  png: bytes(0x89, 'PNG\r\n', 0x1a, '\n', 'rest-of-file'),
  jpg: bytes(0xff, 0xd8, 0xff, 0xe0, 'JFIF'),
  gif: bytes('GIF89a', 1, 0, 1, 0),
  webp: bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '),
  avif: bytes(0, 0, 0, 0x1c, 'ftypmif1', 0, 0, 0, 0, 'mif1avifmiaf'),
};

const dataUrl = (type: string, data: Buffer) => `data:${type};base64,${data.toString('base64')}`;

describe('image URLs', () => {
  it('recognises raster images by their first bytes', () => {
    for (const [type, sample] of Object.entries(samples)) expect(sniffImageType(sample)).toBe(type);
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImageType(bytes(0, 0, 0, 0x1c, 'ftypisom', 0, 0, 0, 0, 'isomiso2mp41'))).toBeNull();
  });

  it('keeps pasted http(s) addresses as given', () => {
    expect(classifyImageUrl('https://cdn.example.com/abaya.jpg?w=800')).toEqual({
      kind: 'remote',
      url: 'https://cdn.example.com/abaya.jpg?w=800',
    });
    expect(classifyImageUrl(' http://example.com/a.png ')).toEqual({ kind: 'remote', url: 'http://example.com/a.png' });
  });

  it('recognises the short URL of an image stored here', () => {
    expect(classifyImageUrl(`/api/media/${'ab'.repeat(32)}.webp`)).toEqual({
      kind: 'stored',
      sha256: 'ab'.repeat(32),
      extension: 'webp',
    });
  });

  it('refuses other schemes, SVG and non-base64 data URLs', () => {
    for (const url of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      'ftp://example.com/a.png',
      'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'data:text/html;base64,PGgxPg==',
      'data:image/png,rawtext',
      '/etc/passwd',
      '/api/media/abc.png',
      'not a url',
      'https://cdn.example.com/a\r\nb.png',
      'https://cdn.example.com/a\tb.png',
      'https://cdn.example.com/a\u2028b.png',
    ]) {
      expect(classifyImageUrl(url), url).toMatchObject({ kind: 'refused', message: imageUrlMessages.scheme });
    }
  });

  it('decodes an inline image and takes its type from the bytes, not the declared type', () => {
    const declaredPngButJpeg = classifyImageUrl(dataUrl('image/png', samples.jpg));
    expect(declaredPngButJpeg.kind).toBe('inline');
    if (declaredPngButJpeg.kind !== 'inline') return;
    expect(decodeInlineImage(declaredPngButJpeg.base64)).toMatchObject({ ok: true, extension: 'jpg' });
  });

  it('refuses inline files that are not images, and images over 5 MB', () => {
    const html = classifyImageUrl(dataUrl('image/png', Buffer.from('<html><script>alert(1)</script></html>')));
    if (html.kind !== 'inline') throw new Error('expected an inline image');
    expect(decodeInlineImage(html.base64)).toEqual({ ok: false, message: imageUrlMessages.notAnImage });
    const huge = Buffer.concat([samples.png, Buffer.alloc(maxImageBytes)]);
    expect(classifyImageUrl(dataUrl('image/png', huge))).toEqual({ kind: 'refused', message: imageUrlMessages.tooLarge });
    expect(classifyImageUrl('data:image/png;base64,@@@')).toEqual({ kind: 'refused', message: imageUrlMessages.notAnImage });
  });
});
