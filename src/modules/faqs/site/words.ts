import type { Locale } from '@/kit/locales';
import { GENERAL } from './faqs';

/** The FAQs' own words: `/faqs` and the home page's questions. */
const en = {
  title: 'Frequently Asked Questions',
  metaDescription:
    'Answers about security camera installation in Los Angeles: cost, installation time, phone viewing, recording without internet, licensing and 24/7 support.',
  intro:
    "Straight answers about cameras, installation, pricing and support. Can't find yours? Call us: a real person answers.",
  crumb: 'FAQs',
  topicsLabel: 'FAQ topics',
  topics: 'Topics',
  /** The heading of questions filed under no category. */
  general: GENERAL,
  empty: 'Questions and answers are on their way. In the meantime, call us.',
  stillQuestion: 'Still have a question?',
  talkToTechnician: 'Talk to a technician, not a call center.',
  homeEyebrow: 'FAQs',
  homeTitle: 'Questions we hear every week',
  homeIntro: 'Straight answers about price, installation and support. Anything else: just call.',
  allQuestions: 'All questions',
};

export type FaqWords = typeof en;

const es: FaqWords = {
  title: 'Preguntas frecuentes',
  metaDescription:
    'Respuestas sobre la instalación de cámaras de seguridad en Los Ángeles: costo, tiempo de instalación, video en el celular, grabación sin internet, licencias y soporte 24/7.',
  intro:
    'Respuestas claras sobre cámaras, instalación, precios y soporte. ¿No encuentra la suya? Llámenos: le atiende una persona de verdad.',
  crumb: 'Preguntas frecuentes',
  topicsLabel: 'Temas de las preguntas',
  topics: 'Temas',
  general: 'Preguntas generales',
  empty: 'Pronto publicaremos preguntas y respuestas. Mientras tanto, llámenos.',
  stillQuestion: '¿Todavía tiene alguna pregunta?',
  talkToTechnician: 'Hable con un técnico, no con un centro de llamadas.',
  homeEyebrow: 'Preguntas frecuentes',
  homeTitle: 'Las preguntas que más nos hacen',
  homeIntro: 'Respuestas claras sobre precios, instalación y soporte. ¿Algo más? Solo llámenos.',
  allQuestions: 'Todas las preguntas',
};

export const FAQ_WORDS: Record<Locale, FaqWords> = { en, es };
