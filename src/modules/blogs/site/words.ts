import type { Locale } from '@/kit/locales';

/** The blog's own words: `/blog`, a post, an author's page, the home page's latest posts, the feed. */
const en = {
  /** The blog's name: its list page's heading, the start of its feed's title. */
  title: 'Security Tips & News',
  /** What the blog is about: its list page's introduction, its feed's subtitle. */
  intro:
    'Practical advice from our installers on protecting homes and businesses in Los Angeles: planning a camera system, choosing equipment and getting the most from monitoring.',
  crumb: 'Blog',
  pageCrumb: (page: number) => `Page ${page}`,
  metaTitlePage: (title: string, page: number) => `${title} (page ${page})`,
  metaDescription:
    'Security camera advice for Los Angeles homes and businesses: how many cameras you need, wired vs. wireless, monitoring and more, from licensed local installers.',
  empty: 'New articles are on their way. Check back soon.',
  pagesLabel: 'Blog pages',
  newer: 'Newer posts',
  older: 'Older posts',
  pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
  ctaTitle: 'Want advice for your own property?',
  ctaText:
    'Our technicians visit for free, walk the property with you and quote the right system in writing.',
  readArticle: 'Read the article',
  postDescription: (title: string) => `${title}: security advice for Los Angeles homes and businesses.`,
  by: 'By',
  tags: 'Tags',
  keepReading: 'Keep reading',
  moreFromBlog: 'More from the blog',
  allArticles: 'All articles',
  authorIntro: (count: number, name: string) =>
    `${count === 1 ? 'One article' : `${count} articles`} on the blog by ${name}.`,
  authorMetaTitle: (name: string) => `Articles by ${name}`,
  authorMetaDescription: (name: string, titles: string) =>
    `Security camera advice for Los Angeles homes and businesses by ${name}: ${titles}.`,
  homeEyebrow: 'Advice',
  homeTitle: 'From the blog',
  feedTitle: (title: string, name: string) => `${title} | ${name}`,
};

export type BlogWords = typeof en;

const es: BlogWords = {
  title: 'Consejos y noticias de seguridad',
  intro:
    'Consejos prácticos de nuestros instaladores para proteger hogares y negocios en Los Ángeles: cómo planear un sistema de cámaras, cómo elegir el equipo y cómo sacarle el máximo provecho al monitoreo.',
  crumb: 'Blog',
  pageCrumb: (page) => `Página ${page}`,
  metaTitlePage: (title, page) => `${title} (página ${page})`,
  metaDescription:
    'Consejos sobre cámaras de seguridad para hogares y negocios de Los Ángeles: cuántas cámaras necesita, cableadas o inalámbricas, monitoreo y más, de instaladores locales con licencia.',
  empty: 'Pronto publicaremos nuevos artículos. Vuelva a visitarnos.',
  pagesLabel: 'Páginas del blog',
  newer: 'Más recientes',
  older: 'Anteriores',
  pageOf: (page, count) => `Página ${page} de ${count}`,
  ctaTitle: '¿Quiere consejos para su propiedad?',
  ctaText:
    'Nuestros técnicos lo visitan gratis, recorren la propiedad con usted y le cotizan por escrito el sistema adecuado.',
  readArticle: 'Leer el artículo',
  postDescription: (title) => `${title}: consejos de seguridad para hogares y negocios de Los Ángeles.`,
  by: 'Por',
  tags: 'Etiquetas',
  keepReading: 'Siga leyendo',
  moreFromBlog: 'Más del blog',
  allArticles: 'Todos los artículos',
  authorIntro: (count, name) =>
    count === 1 ? `Un artículo de ${name} en el blog.` : `${count} artículos de ${name} en el blog.`,
  authorMetaTitle: (name) => `Artículos de ${name}`,
  authorMetaDescription: (name, titles) =>
    `Consejos sobre cámaras de seguridad para hogares y negocios de Los Ángeles, por ${name}: ${titles}.`,
  homeEyebrow: 'Consejos',
  homeTitle: 'Del blog',
  feedTitle: (title, name) => `${title} | ${name}`,
};

export const BLOG_WORDS: Record<Locale, BlogWords> = { en, es };
