import type { DemoTranslations } from '@/server/demo/markers';

/** The announcement banners in Spanish, written for Los Angeles readers. */
export const bannersEs: DemoTranslations = {
  'Free site survey this month': {
    title: 'Evaluación en sitio gratis este mes',
    text: 'Agende una evaluación de seguridad gratuita en su propiedad, en cualquier parte del condado de Los Ángeles.',
  },
};
