import { describe, expect, it } from 'vitest';
import { slugifyFilename } from './assets';
import { requireMagicNumber, svgProblem, uploadType } from './image-check';

describe('svgProblem', () => {
  it('passes a plain drawing', () => {
    const drawing =
      '<?xml version="1.0"?>\n<!-- made by hand -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">' +
      '<text x="1" y="5" font-family="Inter">Rota &amp; pay</text><a href="https://example.com"><rect/></a></svg>';
    expect(svgProblem(drawing)).toBeUndefined();
  });

  it.each([
    ['<svg><script>x()</script></svg>', /script/],
    ['<svg><svg:script>x()</svg:script></svg>', /script/],
    ['<svg onload="x()"/>', /event handler/],
    ["<svg><rect\nonmouseover='x()'/></svg>", /event handler/],
    ['<svg><a href="javascript:x()"/></svg>', /javascript/],
    ['<svg><a href="JaVa&#x0A;Script&#58;x()"/></svg>', /javascript/],
    ['<svg><a href=" &#106;avascript:x()"/></svg>', /javascript/],
    ['<svg><foreignObject><div/></foreignObject></svg>', /embedded document/],
    ['<svg><iframe src="/"/></svg>', /embedded document/],
    ['<!DOCTYPE svg [<!ENTITY a "b">]><svg/>', /entity/],
    ['<?xml-stylesheet type="text/xsl" href="/media/x.xsl"?><svg/>', /style sheet instruction/],
    ['<svg><?xml-stylesheet href="a.css"?><rect/></svg>', /style sheet instruction/],
    [
      '<svg><xsl:stylesheet xmlns:xsl="http://www.w3.org/1999/XSL/Transform" version="1.0"/></svg>',
      /XSL transform/,
    ],
  ])('refuses %s', (svg, problem) => {
    expect(svgProblem(svg)).toMatch(problem);
  });
});

describe('upload types', () => {
  it('takes the five image types, whatever the parameters', () => {
    expect(uploadType('image/PNG')).toBe('image/png');
    expect(uploadType('image/svg+xml; charset=utf-8')).toBe('image/svg+xml');
    expect(() => uploadType('text/html')).toThrow(/Content-Type/);
    expect(() => uploadType(undefined)).toThrow(/Content-Type/);
  });

  it('checks the magic number of each', () => {
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
    expect(() => requireMagicNumber(webp, 'image/webp')).not.toThrow();
    expect(() => requireMagicNumber(Buffer.from('GIF87a...'), 'image/gif')).not.toThrow();
    expect(() => requireMagicNumber(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg')).not.toThrow();
    expect(() => requireMagicNumber(Buffer.from('RIFF....AVI '), 'image/webp')).toThrow();
    expect(() => requireMagicNumber(Buffer.from([0xff, 0xfe, 0x3c, 0x00]), 'image/svg+xml')).toThrow();
  });

  it('takes an XML declaration before an SVG, but no other instruction in its place', () => {
    const svg = (start: string) => Buffer.from(`${start}<svg xmlns="http://www.w3.org/2000/svg"/>`);
    expect(() =>
      requireMagicNumber(svg('<?xml version="1.0" encoding="UTF-8"?>\n'), 'image/svg+xml'),
    ).not.toThrow();
    expect(() => requireMagicNumber(svg('<?XML version="1.0"?>'), 'image/svg+xml')).not.toThrow();
    expect(() =>
      requireMagicNumber(svg('<?xml-stylesheet type="text/xsl" href="x.xsl"?>'), 'image/svg+xml'),
    ).toThrow(/not an image/);
    expect(() => requireMagicNumber(svg('<?xmlfoo?>'), 'image/svg+xml')).toThrow(/not an image/);
  });

  it('names uploads by a slug of the name they came with', () => {
    expect(slugifyFilename('Team photo (final).PNG')).toBe('team-photo-final');
    expect(slugifyFilename('C:\\Users\\me\\Crème brûlée.jpg')).toBe('creme-brulee');
    expect(slugifyFilename('../../etc/passwd')).toBe('passwd');
    expect(slugifyFilename('.png')).toBe('image');
    expect(slugifyFilename('')).toBe('image');
  });
});
