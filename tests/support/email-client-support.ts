import { DoIUseEmail } from 'doiuse-email';

type EmailClient = DoIUseEmail['emailClients'][number];

/**
 * The mail clients every e-mail of the site must hold in, by caniemail's data (doiuse-email):
 * Outlook for Windows, Outlook.com and Outlook's apps, Yahoo Mail, Gmail on the web and in its apps,
 * Apple Mail and iOS Mail. Left out: Windows Mail (`outlook.windows-mail`), the app Microsoft retired
 * at the end of 2024, which only strips the `role="presentation"` of layout tables (kept for screen
 * readers everywhere else).
 */
const LISTED_CLIENTS = [
  'outlook.windows',
  'outlook.macos',
  'outlook.ios',
  'outlook.android',
  'yahoo.*',
  'gmail.*',
  'apple-mail.*',
];
/** In caniemail's data but missing from doiuse-email 0.4.1's list of names: added by hand. */
const UNLISTED_CLIENTS = ['outlook.outlook-com'] as string[] as EmailClient[];

function checker(): DoIUseEmail {
  const check = new DoIUseEmail({ emailClients: LISTED_CLIENTS });
  check.emailClients.push(...UNLISTED_CLIENTS);
  return check;
}

/** The clients a check covers, by caniemail name ("outlook.windows"). */
export const checkedEmailClients = (): string[] => [...checker().emailClients];

/**
 * What those clients drop from this HTML, one line per finding ("`border-radius` is not supported
 * by `outlook.windows`"): none when the mail holds in all of them.
 */
export function emailClientErrors(html: string): string[] {
  const result = checker().check(html);
  return result.success ? [] : result.errors;
}
