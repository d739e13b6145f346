import 'server-only';
import { parse } from 'tldts-icann';
import type { Attribution, ClickIdParam } from '@/features/inquiries/browser';

/**
 * Where a lead came from, in the words of web analytics (a source and a medium, as Google Analytics
 * names them) and in the words of a business owner ("Google Ads (gclid)"). Campaign tags win when a
 * link has them; else an ad's click id names its network; else the site the visitor came from; else
 * the visitor typed the address or used a bookmark: "Direct". Pure, for the inbox and the reports;
 * on the server only, which keeps the public suffix list out of the browser's scripts.
 */
export interface LeadSource {
  /** `google`, `yelp.com`, `(direct)`: lower case, what reports group by. */
  source: string;
  /** `cpc`, `organic`, `referral`, `social`, `(none)`. */
  medium: string;
  /** What a person reads: `Google Ads (gclid)`, `Google (organic)`, `Yelp`, `Direct`. */
  label: string;
}

const CLICK_ID_NETWORKS: Record<ClickIdParam, { source: string; medium: string; name: string }> = {
  gclid: { source: 'google', medium: 'cpc', name: 'Google Ads' },
  gbraid: { source: 'google', medium: 'cpc', name: 'Google Ads' },
  wbraid: { source: 'google', medium: 'cpc', name: 'Google Ads' },
  msclkid: { source: 'bing', medium: 'cpc', name: 'Microsoft Ads' },
  // Meta adds fbclid to ad clicks and to links shared in posts alike: "paid" would claim too much.
  fbclid: { source: 'facebook', medium: 'social', name: 'Facebook / Instagram' },
};

/**
 * Known sites by their registrable domain (the name a company registers, just under a public
 * suffix of the ICANN list: `google.co.uk`, `yelp.com`), never by how a host name ends, so
 * `google.com.evil.example` (registered as `evil.example`) is not Google. `brand` matches the
 * registrable domain under any public suffix: Google and Yelp have a domain per country.
 */
const KNOWN_SITES: {
  domains?: readonly string[];
  brand?: string;
  source: string;
  medium: string;
  name: string;
}[] = [
  { brand: 'google', source: 'google', medium: 'organic', name: 'Google (organic)' },
  { domains: ['bing.com'], source: 'bing', medium: 'organic', name: 'Bing (organic)' },
  { domains: ['duckduckgo.com'], source: 'duckduckgo', medium: 'organic', name: 'DuckDuckGo (organic)' },
  { domains: ['yahoo.com'], source: 'yahoo', medium: 'organic', name: 'Yahoo (organic)' },
  { brand: 'yelp', source: 'yelp.com', medium: 'referral', name: 'Yelp' },
  { domains: ['nextdoor.com'], source: 'nextdoor.com', medium: 'referral', name: 'Nextdoor' },
  { domains: ['facebook.com', 'fb.com', 'fb.me'], source: 'facebook', medium: 'social', name: 'Facebook' },
  { domains: ['instagram.com'], source: 'instagram', medium: 'social', name: 'Instagram' },
  { domains: ['x.com', 'twitter.com', 't.co'], source: 'x', medium: 'social', name: 'X (Twitter)' },
  { domains: ['linkedin.com', 'lnkd.in'], source: 'linkedin', medium: 'social', name: 'LinkedIn' },
  { domains: ['youtube.com'], source: 'youtube', medium: 'social', name: 'YouTube' },
  { domains: ['tiktok.com'], source: 'tiktok', medium: 'social', name: 'TikTok' },
];

/** The names of the sites recognised from a referrer alone. */
export const KNOWN_SITE_NAMES = KNOWN_SITES.map((site) => site.name);

/** Names of campaign sources people tag links with, for the words. */
const SOURCE_NAMES: Record<string, string> = {
  google: 'Google',
  bing: 'Bing',
  microsoft: 'Microsoft',
  facebook: 'Facebook',
  fb: 'Facebook',
  instagram: 'Instagram',
  meta: 'Meta',
  yelp: 'Yelp',
  nextdoor: 'Nextdoor',
  newsletter: 'Newsletter',
};
const PAID_MEDIUMS = new Set(['cpc', 'ppc', 'paid', 'paidsearch', 'paid-search', 'paid_search', 'display']);

const DIRECT: LeadSource = { source: '(direct)', medium: '(none)', label: 'Direct' };
/** A lead staff typed in, or a form sent from a browser that ran no script: nothing was recorded. */
const NOT_RECORDED: LeadSource = { source: '(not set)', medium: '(not set)', label: 'Not recorded' };

/** The host of an http(s) address, lower case without `www.`; null for anything else. */
export function referrerHost(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.hostname.toLowerCase().replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

const clean = (value: string | null | undefined) => value?.trim().toLowerCase() || null;

/**
 * The source a referrer's host stands for: a known site by its registrable domain; any other site
 * is a referral from its registrable domain (its host when it has none: an IP address, `localhost`).
 */
function referrerSource(host: string): LeadSource {
  const { domain, domainWithoutSuffix } = parse(host);
  const known = domain
    ? KNOWN_SITES.find((site) =>
        site.brand ? domainWithoutSuffix === site.brand : site.domains?.includes(domain),
      )
    : undefined;
  if (known) return { source: known.source, medium: known.medium, label: known.name };
  const site = domain ?? host;
  return { source: site, medium: 'referral', label: site };
}

/** The owner's words for tagged campaign traffic: `Google Ads (gclid)`, `Newsletter (email)`. */
function taggedLabel(source: string, medium: string, clickIdType: string | null | undefined): string {
  const name = SOURCE_NAMES[source] ?? source;
  const clickId = clickIdType ? ` (${clickIdType})` : '';
  if (source === 'google' && PAID_MEDIUMS.has(medium)) return `Google Ads${clickId}`;
  if ((source === 'bing' || source === 'microsoft') && PAID_MEDIUMS.has(medium))
    return `Microsoft Ads${clickId}`;
  if (medium === '(not set)') return `${name}${clickId}`;
  if (PAID_MEDIUMS.has(medium)) return `${name} ads${clickId}`;
  return `${name} (${medium})${clickId}`;
}

/** Source, medium and the owner's words for one inquiry's attribution. */
export function leadSourceOf(attribution: Attribution): LeadSource {
  const clickIdType = attribution.clickIdType as ClickIdParam | null | undefined;
  const network = clickIdType ? CLICK_ID_NETWORKS[clickIdType] : undefined;
  const host = referrerHost(attribution.referrer);
  const tagged = clean(attribution.utmSource);
  if (tagged) {
    const medium =
      clean(attribution.utmMedium) ?? network?.medium ?? (host ? 'referral' : null) ?? '(not set)';
    return { source: tagged, medium, label: taggedLabel(tagged, medium, clickIdType) };
  }
  if (network) {
    return { source: network.source, medium: network.medium, label: `${network.name} (${clickIdType})` };
  }
  if (host) return referrerSource(host);
  return attribution.landingPage ? DIRECT : NOT_RECORDED;
}
