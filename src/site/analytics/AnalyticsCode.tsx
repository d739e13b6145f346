import { scriptNonce } from '@/server/security/script-nonce';
import { headElementsOf, reactPropsOf, withScriptNonce } from './head-elements';

/** Google's tag-manager loader, for a container id already checked against `GTM-[A-Z0-9]+`. */
const tagManagerLoader = (gtmId: string) =>
  `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${gtmId}');`;

const analytics4Config = (ga4Id: string) =>
  `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}gtag('js',new Date());gtag('config','${ga4Id}');`;

/** Tag-manager and analytics ids (checked on save) and the administrator's own head and body code. */
export interface AnalyticsCodeValues {
  gtmId: string | null;
  ga4Id: string | null;
  headHtml: string | null;
  bodyHtml: string | null;
}

/**
 * The Analytics code settings in a public page's `<head>`: Tag Manager, Google Analytics 4 and the
 * administrator's own head code. Only the public layout renders this; the back office never does.
 */
export async function AnalyticsHead({ code }: { code: AnalyticsCodeValues }) {
  const nonce = await scriptNonce();
  return (
    <>
      {code.gtmId && (
        <script
          id="tag-manager"
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the id is validated as GTM-[A-Z0-9]+ on save.
          dangerouslySetInnerHTML={{ __html: tagManagerLoader(code.gtmId) }}
        />
      )}
      {code.ga4Id && (
        <>
          <script async nonce={nonce} src={`https://www.googletagmanager.com/gtag/js?id=${code.ga4Id}`} />
          <script
            id="google-analytics"
            nonce={nonce}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the id is validated as G-[A-Z0-9]+ on save.
            dangerouslySetInnerHTML={{ __html: analytics4Config(code.ga4Id) }}
          />
        </>
      )}
      {headElementsOf(code.headHtml).map((element, index) => {
        const key = `head-code-${index}`;
        const props = reactPropsOf(element.attributes);
        if (element.tag === 'meta') return <meta key={key} {...props} />;
        if (element.tag === 'link') return <link key={key} {...props} />;
        const Tag = element.tag;
        const scriptProps = Tag === 'script' ? { nonce } : {};
        return (
          <Tag
            key={key}
            {...props}
            {...scriptProps}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: an administrator's own head code, an admin-only setting.
            dangerouslySetInnerHTML={{ __html: element.content }}
          />
        );
      })}
    </>
  );
}

/** The start of a public page's `<body>`: Tag Manager's no-script frame and the administrator's body code. */
export async function AnalyticsBody({ code }: { code: AnalyticsCodeValues }) {
  const nonce = await scriptNonce();
  if (!code.gtmId && !code.bodyHtml) return null;
  return (
    <>
      {code.gtmId && (
        <noscript>
          <iframe
            title="Google Tag Manager"
            src={`https://www.googletagmanager.com/ns.html?id=${code.gtmId}`}
            height="0"
            width="0"
            style={{ display: 'none', visibility: 'hidden' }}
          />
        </noscript>
      )}
      {code.bodyHtml && <BodyCode html={withScriptNonce(code.bodyHtml, nonce)} />}
    </>
  );
}

/** The administrator's body code, as written (its scripts carrying the render's nonce). */
function BodyCode({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: an administrator's own body code, an admin-only setting.
  return <div id="body-code" style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />;
}
