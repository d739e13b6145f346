import { scriptNonce } from '@/server/security/script-nonce';
import { CONTACT_TAPS_ENDPOINT } from '../contact-taps';
import { visitScriptSource } from './visit-script';

const SOURCE = visitScriptSource(CONTACT_TAPS_ENDPOINT);

/**
 * Every public page's record of where the visit came from and its count of phone and text taps
 * (`visit-script.ts`): inline, with this render's nonce, like every script the layouts write.
 */
export async function VisitScript() {
  const nonce = await scriptNonce();
  return (
    <script
      id="visit-attribution"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own code, made from the functions of visit-script.ts.
      dangerouslySetInnerHTML={{ __html: SOURCE }}
    />
  );
}
