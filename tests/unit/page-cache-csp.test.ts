import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  newScriptNonce,
  pageNeeds,
  sourceOf,
  startRenderWithNonce,
} from '../../scripts/content-security-policy.ts';
import { withScriptNonce } from '../../src/site/analytics/head-elements';

const NONCE = 'q8T1b3pQ0nW4lXcK9sVb2mZy';
const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('Content-Security-Policy of a rendered document', () => {
  it('lets only the scripts of its own render run: by their nonce, never by what the page holds', () => {
    const html = [
      `<html><head><script nonce="${NONCE}">self.__next_f.push([1,"x"])</script></head>`,
      // Stored content that smuggled a script in: it has no nonce, or a guessed one.
      '<body><div><script>alert(1)</script><script nonce="guess">alert(2)</script></div></body></html>',
    ].join('');
    const scriptSrc = directive(contentSecurityPolicy(html, NONCE), 'script-src');
    expect(scriptSrc).toEqual(["'self'", `'nonce-${NONCE}'`]);
    expect(scriptSrc.join(' ')).not.toMatch(/sha256|unsafe-inline|unsafe-eval/);
    expect(pageNeeds(html, NONCE).trustedScripts).toBe(1);
  });

  it('lets no script run in a document no render of ours wrote', () => {
    const policy = contentSecurityPolicy('<script>alert(1)</script>', undefined);
    expect(directive(policy, 'script-src')).toEqual(["'none'"]);
  });

  it('has the fixed directives every page gets', () => {
    const policy = contentSecurityPolicy('<html></html>', NONCE);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("form-action 'self'");
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directive(policy, 'connect-src')).toEqual(["'self'"]);
    expect(directive(policy, 'default-src')).toEqual(["'self'"]);
    expect(directive(policy, 'frame-src')).toEqual(["'self'"]);
  });

  it('allows the origins of the images, styles and frames the page references, read by a parser', () => {
    const html = [
      `<script nonce="${NONCE}" async src="https://cdn.example.com/lib.js?v=1"></script>`,
      '<script src="https://untrusted.example.org/w.js"></script>',
      '<link href="https://fonts.example.net/a.css" rel="stylesheet">',
      '<img alt="" src="https://img.example.com/a.png" srcset="https://img2.example.com/b.png 2x">',
      "<iframe src='https://www.youtube-nocookie.com/embed/x'></iframe>",
      '<img src="data:image/png;base64,AAAA">',
      '<!-- <img src="https://commented-out.example"> -->',
    ].join('');
    const policy = contentSecurityPolicy(html, NONCE);
    // A trusted script's own host, for what it loads next; an untrusted one's host is not allowed.
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      `'nonce-${NONCE}'`,
      'https://cdn.example.com',
    ]);
    expect(directive(policy, 'style-src')).toContain('https://fonts.example.net');
    expect(directive(policy, 'img-src')).toEqual(
      expect.arrayContaining(['https://img.example.com', 'https://img2.example.com']),
    );
    expect(directive(policy, 'img-src')).not.toContain('https://commented-out.example');
    expect(directive(policy, 'frame-src')).toEqual(["'self'", 'https://www.youtube-nocookie.com']);
  });

  it('allows Google Tag Manager and GA4 hosts when a trusted script is their snippet', () => {
    const gtm = `(function(w,d,s,l,i){var j=d.createElement(s);j.src='https://www.googletagmanager.com/gtm.js?id='+i;})(window,document,'script','dataLayer','GTM-ABC123');`;
    const html = `<head><script nonce="${NONCE}">${gtm}</script></head>`;
    const policy = contentSecurityPolicy(html, NONCE);
    expect(directive(policy, 'script-src')).toContain('https://*.googletagmanager.com');
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com']),
    );
    expect(directive(policy, 'img-src')).toContain('https://*.google-analytics.com');
    expect(directive(policy, 'frame-src')).toContain('https://www.googletagmanager.com');
  });

  it('adds no analytics hosts for a snippet that only stored content holds', () => {
    const policy = contentSecurityPolicy(
      `<script nonce="${NONCE}">console.log(1)</script><p><script>gtag('config')</script></p>`,
      NONCE,
    );
    expect(policy).not.toContain('google');
  });

  it('reads only http(s) origins', () => {
    expect(sourceOf('javascript:alert(1)')).toBeUndefined();
    expect(sourceOf('data:text/javascript,1')).toBeUndefined();
    expect(sourceOf('/relative.js')).toBeUndefined();
    expect(sourceOf('https://Example.com:8443/a')).toBe('https://example.com:8443');
  });
});

describe('a render with a nonce', () => {
  it('gets a fresh nonce Next reads, and loses conditional headers and a client-sent policy', () => {
    const request = new IncomingMessage(new Socket());
    request.headers = {
      'if-none-match': 'W/"abc"',
      'if-modified-since': 'Tue, 01 Jan 2030 00:00:00 GMT',
      'content-security-policy': "script-src 'nonce-chosen-by-client'",
      'content-security-policy-report-only': "script-src 'nonce-other'",
    };
    const nonce = startRenderWithNonce(request);
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(request.headers['content-security-policy']).toBe(`script-src 'nonce-${nonce}'`);
    expect(request.headers).not.toHaveProperty('if-none-match');
    expect(request.headers).not.toHaveProperty('if-modified-since');
    expect(request.headers).not.toHaveProperty('content-security-policy-report-only');
    expect(newScriptNonce()).not.toBe(newScriptNonce());
  });

  it("puts the nonce on every script of the administrator's body code and changes nothing else", () => {
    const body =
      '<noscript><img src="x.gif"></noscript><SCRIPT async src="/a.js"></SCRIPT><p>hi</p><script>var a="<script>";</script>';
    expect(withScriptNonce(body, NONCE)).toBe(
      `<noscript><img src="x.gif"></noscript><SCRIPT nonce="${NONCE}" async src="/a.js"></SCRIPT><p>hi</p><script nonce="${NONCE}">var a="<script>";</script>`,
    );
    expect(withScriptNonce(body, undefined)).toBe(body);
  });
});
