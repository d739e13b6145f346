import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, pageNeeds, sourceOf } from '../../scripts/content-security-policy.mjs';

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('Content-Security-Policy computed from the page', () => {
  it('allows each inline script by its hash and nothing inline beyond them', () => {
    const inline = 'self.__next_f.push([1,"é \\u003c/script>"])';
    const html = `<html><head><script>${inline}</script><script id="_R_">document.x=1</script></head></html>`;
    const scriptSrc = directive(contentSecurityPolicy(html), 'script-src');
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).toContain(hashOf(inline));
    expect(scriptSrc).toContain(hashOf('document.x=1'));
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc).toHaveLength(3);
  });

  it('has the fixed directives every page gets', () => {
    const policy = contentSecurityPolicy('<html></html>');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("form-action 'self'");
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
  });

  it('allows the origins of external scripts, styles, images and frames the page references', () => {
    const html = [
      '<script async src="https://cdn.example.com/lib.js?v=1"></script>',
      "<script src='//widgets.example.org/w.js'></script>",
      '<script src="/_next/static/chunks/app.js"></script>',
      '<link rel="stylesheet" href="https://fonts.example.net/a.css">',
      '<img alt="" src="https://img.example.com/a.png" srcset="https://img2.example.com/b.png 2x">',
      '<iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>',
      '<img src="data:image/png;base64,AAAA">',
    ].join('');
    const policy = contentSecurityPolicy(html);
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      'https://cdn.example.com',
      'https://widgets.example.org',
    ]);
    expect(directive(policy, 'style-src')).toContain('https://fonts.example.net');
    expect(directive(policy, 'img-src')).toEqual(
      expect.arrayContaining(['https://img.example.com', 'https://img2.example.com']),
    );
    expect(directive(policy, 'frame-src')).toEqual(["'self'", 'https://www.youtube-nocookie.com']);
  });

  it('allows Google Tag Manager and GA4 when the page carries their snippets', () => {
    const gtm = `(function(w,d,s,l,i){w[l]=w[l]||[];var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','GTM-ABC123');`;
    const html = `<head><script>${gtm}</script><script async src="https://www.googletagmanager.com/gtag/js?id=G-XYZ"></script></head><body><noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-ABC123"></iframe></noscript></body>`;
    const policy = contentSecurityPolicy(html);
    expect(directive(policy, 'script-src')).toEqual(
      expect.arrayContaining([
        hashOf(gtm),
        'https://www.googletagmanager.com',
        'https://*.googletagmanager.com',
      ]),
    );
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com']),
    );
    expect(directive(policy, 'img-src')).toContain('https://*.google-analytics.com');
    expect(directive(policy, 'frame-src')).toContain('https://www.googletagmanager.com');
  });

  it('adds no analytics hosts to a page without analytics', () => {
    const policy = contentSecurityPolicy('<script>console.log(1)</script>');
    expect(policy).not.toContain('google');
  });

  it('reads only real src attributes and http(s) origins', () => {
    expect(pageNeeds('<script data-src="https://evil.example/x.js">1</script>')['script-src'].size).toBe(0);
    expect(sourceOf('javascript:alert(1)')).toBeUndefined();
    expect(sourceOf('data:text/javascript,1')).toBeUndefined();
    expect(sourceOf('/relative.js')).toBeUndefined();
    expect(sourceOf('https://Example.com:8443/a')).toBe('https://example.com:8443');
  });
});
