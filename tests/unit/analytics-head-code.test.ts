import { describe, expect, it } from 'vitest';
import { headElementsOf, reactPropsOf } from '@/site/analytics/head-elements';

describe('the administrator head code', () => {
  it('keeps scripts, meta, link, style and noscript with their attributes and inline code', () => {
    const html = `
      <!-- Meta Pixel -->
      <script async src="https://connect.example.net/pixel.js" crossorigin="anonymous"></script>
      <script>window.q = 1 < 2 && "</div>";</script>
      <meta name="google-site-verification" content="abc123">
      <link rel="preconnect" href="https://cdn.example.net">
      <style>.x{color:red}</style>
      <noscript><img src="https://pixel.example.net/t.gif" alt=""></noscript>`;
    expect(headElementsOf(html)).toEqual([
      {
        tag: 'script',
        attributes: { async: '', src: 'https://connect.example.net/pixel.js', crossorigin: 'anonymous' },
        content: '',
      },
      { tag: 'script', attributes: {}, content: 'window.q = 1 < 2 && "</div>";' },
      { tag: 'meta', attributes: { name: 'google-site-verification', content: 'abc123' }, content: '' },
      { tag: 'link', attributes: { rel: 'preconnect', href: 'https://cdn.example.net' }, content: '' },
      { tag: 'style', attributes: {}, content: '.x{color:red}' },
      { tag: 'noscript', attributes: {}, content: '<img src="https://pixel.example.net/t.gif" alt="">' },
    ]);
  });

  it('leaves out what a head cannot hold, and nothing for empty code', () => {
    expect(headElementsOf('<div>hello</div> text <p>x</p>')).toEqual([]);
    expect(headElementsOf('  ')).toEqual([]);
    expect(headElementsOf(null)).toEqual([]);
  });

  it('names attributes as React expects and drops inline event handlers', () => {
    expect(
      reactPropsOf({
        async: '',
        crossorigin: 'anonymous',
        'http-equiv': 'x',
        onload: 'evil()',
        'data-id': '7',
      }),
    ).toEqual({ async: true, crossOrigin: 'anonymous', httpEquiv: 'x', 'data-id': '7' });
  });
});
