import type { PublicRecordOfModule } from '@/kit/define-module';
import { pageLanguage } from '@/site/i18n/page-language';
import type { socialsModule } from '../module';
import { SocialIcon } from './SocialIcon';
import { SOCIAL_WORDS } from './words';

/** The business's profiles elsewhere, as round icons in the footer; nothing without any. */
export async function SocialLinks({
  socials,
  siteName,
}: {
  socials: PublicRecordOfModule<typeof socialsModule>[];
  siteName: string;
}) {
  if (socials.length === 0) return null;
  const words = SOCIAL_WORDS[(await pageLanguage()).locale];
  return (
    <ul className="flex flex-wrap gap-2">
      {socials.map((social) => (
        <li key={social.id}>
          <a
            href={social.url}
            rel="noopener me"
            className="flex size-11 items-center justify-center rounded-full border border-white/15 text-white transition-colors hover:border-accent-400 hover:text-accent-300"
          >
            <SocialIcon platform={social.platform} />
            <span className="sr-only">
              {words.onPlatform(siteName, words.platforms[social.platform] ?? social.platform)}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
