import type { Locale } from '@/kit/locales';
import { INTL_LOCALES, siteReviewsText } from '@/site/format';

type Source = 'google' | 'yelp' | 'facebook' | 'direct';

/** The reviews' words: the home page's section, each review's card, and `/reviews`. */
const en = {
  /** What a screen reader says for a row of stars: `Rated 4.8 out of 5`. */
  rated: (rating: number) => `Rated ${rating} out of 5`,
  sources: {
    google: 'Google review',
    yelp: 'Yelp review',
    facebook: 'Facebook review',
    direct: 'Verified client',
  } satisfies Record<Source, string>,
  homeEyebrow: 'Client reviews',
  homeTitle: 'What our neighbors say',
  homeAll: 'Read all reviews',
  /** After the average in bold: "4.8 average from 8 reviews on this site". */
  averageFrom: (count: number) => ` average from ${siteReviewsText(count)}`,
  metaTitle: 'Client Reviews',
  metaDescription: (average: number | null, count: number) =>
    average
      ? `Rated ${average} out of 5 in ${siteReviewsText(count)}: what Los Angeles homeowners and businesses say about our security camera installations.`
      : 'What Los Angeles homeowners and businesses say about our security camera installations.',
  title: 'Client Reviews',
  intro: (siteName: string | null) =>
    `What homeowners, property managers and business owners across Los Angeles say about working with ${siteName ?? 'us'}.`,
  crumb: 'Reviews',
  ratingHeading: 'Reviews on this site',
  outOfFive: 'out of 5',
  averageOf: (count: number) => `Average of the ${siteReviewsText(count)}`,
  byRating: 'Reviews by rating',
  stars: (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`,
  /** The width of the column of those labels, fitting the longest ("5 stars"). */
  starsWidth: 'w-14',
  allReviews: 'All reviews',
  ourWorkIn: (area: string) => `Our work in ${area}`,
  empty: 'Reviews from our clients will appear here soon.',
  quoteTitle: 'Ready to join them?',
};

export type ReviewWords = typeof en;

/** "8 reseñas en este sitio": the site's own reviews, never mistaken for the review platform's. */
const siteReviews = (count: number) =>
  `${count.toLocaleString(INTL_LOCALES.es)} ${count === 1 ? 'reseña' : 'reseñas'} en este sitio`;

const es: ReviewWords = {
  rated: (rating) => `Calificación: ${rating} de 5`,
  sources: {
    google: 'Reseña de Google',
    yelp: 'Reseña de Yelp',
    facebook: 'Reseña de Facebook',
    direct: 'Cliente verificado',
  },
  homeEyebrow: 'Reseñas de clientes',
  homeTitle: 'Lo que dicen nuestros vecinos',
  homeAll: 'Leer todas las reseñas',
  averageFrom: (count) => ` de promedio según ${siteReviews(count)}`,
  metaTitle: 'Reseñas de clientes',
  metaDescription: (average, count) =>
    average
      ? `Calificación de ${average} de 5 en ${siteReviews(count)}: lo que opinan hogares y negocios de Los Ángeles de nuestras instalaciones de cámaras de seguridad.`
      : 'Lo que opinan hogares y negocios de Los Ángeles de nuestras instalaciones de cámaras de seguridad.',
  title: 'Reseñas de clientes',
  intro: (siteName) =>
    `Lo que dicen propietarios de viviendas, administradores de propiedades y dueños de negocios de todo Los Ángeles sobre trabajar con ${siteName ?? 'nosotros'}.`,
  crumb: 'Reseñas',
  ratingHeading: 'Reseñas en este sitio',
  outOfFive: 'de 5',
  averageOf: (count) =>
    count === 1 ? `Promedio de ${siteReviews(count)}` : `Promedio de las ${siteReviews(count)}`,
  byRating: 'Reseñas por calificación',
  stars: (stars) => `${stars} ${stars === 1 ? 'estrella' : 'estrellas'}`,
  starsWidth: 'w-24',
  allReviews: 'Todas las reseñas',
  ourWorkIn: (area) => `Nuestro trabajo en ${area}`,
  empty: 'Muy pronto verá aquí las reseñas de nuestros clientes.',
  quoteTitle: '¿Listo para unirse a ellos?',
};

export const REVIEW_WORDS: Record<Locale, ReviewWords> = { en, es };
