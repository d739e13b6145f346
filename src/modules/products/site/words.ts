import type { Locale } from '@/kit/locales';

/**
 * The catalogue's own words: `/products`, a product's page, a category's page and its drill-down.
 * `cards` and `browser` reach the drill-down (a client component) as props: plain strings, with
 * `{name}` and `{count}` filled in where they are shown (`fill` in `cards.tsx`).
 */
const en = {
  indexTitle: 'Security Camera Products',
  indexMetaDescription:
    'Security cameras, NVR recorders, access control and video doorbells installed by licensed technicians across Los Angeles. See specs and prices, then ask for a free quote.',
  indexIntro:
    'The cameras, recorders, access control and doorbells we supply, install and support across Los Angeles. Every system is quoted in writing after a free site survey.',
  crumb: 'Products',
  categoriesEyebrow: 'Catalog',
  categoriesTitle: 'Shop by category',
  categoriesIntro: 'Open a category to see every model we install, with specifications and prices.',
  emptyCatalog: 'Our catalog is being updated. Call us for models and prices.',
  featuredEyebrow: "Installer's choice",
  featuredTitle: 'Featured products',
  featuredIntro: 'The models our technicians install most often in Los Angeles homes and businesses.',
  indexQuoteTitle: 'Not sure which cameras you need?',
  indexQuoteText:
    'Tell us about your property: we recommend the right models at a free site survey and quote the whole system in writing.',
  productMetaDescription: (name: string) =>
    `${name}, supplied and installed by licensed security technicians across Los Angeles.`,
  equipmentPrice: 'Equipment price',
  price: 'Price',
  pricedNote: 'Installation is quoted in writing after a free site survey.',
  unpricedNote: 'Priced for your property after a free site survey.',
  brand: 'Brand',
  sku: 'SKU',
  specifications: 'Specifications',
  specificationsOf: (name: string) => `Specifications of the ${name}`,
  aboutProduct: 'About this product',
  productQuoteTitle: (name: string) => `Get the ${name} installed`,
  photoComingSoon: (name: string) => `Photo of the ${name} coming soon`,
  morePhotos: (name: string) => `More photos of the ${name}`,
  categoryMetaDescription: (name: string) =>
    `${name} supplied, installed and supported by licensed technicians across Los Angeles.`,
  categoryQuoteTitle: (name: string) => `Need help choosing ${name}?`,
  categoryQuoteText:
    'We recommend the right models at a free site survey and quote the whole installation in writing.',
  cards: {
    productCount: '{count} product',
    productsCount: '{count} products',
    browse: 'Browse',
    brand: 'Brand: ',
    details: 'Details',
    callForPrice: 'Call for price',
  },
  browser: {
    back: 'Back',
    backTo: ' to {name}',
    inParent: 'In {name}',
    goToPage: 'Go to the {name} page',
    loading: 'Loading…',
    showing: 'Showing {name}',
    subcategory: 'Subcategory',
    subcategories: 'Subcategories',
    productsIn: 'Products in {name}',
    products: 'Products',
    empty: 'Nothing is listed here yet. Call us or ask for a quote: we install much more than we list.',
  },
};

export type ProductWords = typeof en;
export type CardWords = ProductWords['cards'];
export type BrowserWords = ProductWords['browser'];

const es: ProductWords = {
  indexTitle: 'Productos de cámaras de seguridad',
  indexMetaDescription:
    'Cámaras de seguridad, grabadoras NVR, control de acceso y timbres con video, instalados por técnicos con licencia en todo Los Ángeles. Vea especificaciones y precios, y pida su cotización gratis.',
  indexIntro:
    'Las cámaras, grabadoras, equipos de control de acceso y timbres que suministramos, instalamos y respaldamos en todo Los Ángeles. Cada sistema se cotiza por escrito después de una visita gratis al sitio.',
  crumb: 'Productos',
  categoriesEyebrow: 'Catálogo',
  categoriesTitle: 'Explore por categoría',
  categoriesIntro: 'Abra una categoría para ver cada modelo que instalamos, con especificaciones y precios.',
  emptyCatalog: 'Estamos actualizando nuestro catálogo. Llámenos para conocer modelos y precios.',
  featuredEyebrow: 'Recomendados por el instalador',
  featuredTitle: 'Productos destacados',
  featuredIntro:
    'Los modelos que nuestros técnicos instalan con más frecuencia en hogares y negocios de Los Ángeles.',
  indexQuoteTitle: '¿No sabe qué cámaras necesita?',
  indexQuoteText:
    'Cuéntenos sobre su propiedad: en una visita gratis le recomendamos los modelos adecuados y le cotizamos todo el sistema por escrito.',
  productMetaDescription: (name) =>
    `${name}, con suministro e instalación a cargo de técnicos de seguridad con licencia en todo Los Ángeles.`,
  equipmentPrice: 'Precio del equipo',
  price: 'Precio',
  pricedNote: 'La instalación se cotiza por escrito después de una visita gratis al sitio.',
  unpricedNote: 'Le damos el precio para su propiedad después de una visita gratis al sitio.',
  brand: 'Marca',
  sku: 'SKU',
  specifications: 'Especificaciones',
  specificationsOf: (name) => `Especificaciones de ${name}`,
  aboutProduct: 'Sobre este producto',
  productQuoteTitle: (name) => `Instale ${name} con nosotros`,
  photoComingSoon: (name) => `Foto de ${name}: próximamente`,
  morePhotos: (name) => `Más fotos de ${name}`,
  categoryMetaDescription: (name) =>
    `${name}: suministro, instalación y soporte a cargo de técnicos con licencia en todo Los Ángeles.`,
  categoryQuoteTitle: (name) => `¿Necesita ayuda para elegir ${name}?`,
  categoryQuoteText:
    'En una visita gratis le recomendamos los modelos adecuados y le cotizamos toda la instalación por escrito.',
  cards: {
    productCount: '{count} producto',
    productsCount: '{count} productos',
    browse: 'Explorar',
    brand: 'Marca: ',
    details: 'Detalles',
    callForPrice: 'Llame para cotizar',
  },
  browser: {
    back: 'Volver',
    backTo: ' a {name}',
    inParent: 'En {name}',
    goToPage: 'Ir a la página de {name}',
    loading: 'Cargando…',
    showing: 'Mostrando {name}',
    subcategory: 'Subcategoría',
    subcategories: 'Subcategorías',
    productsIn: 'Productos de {name}',
    products: 'Productos',
    empty:
      'Todavía no hay nada en esta lista. Llámenos o pida una cotización: instalamos mucho más de lo que mostramos aquí.',
  },
};

export const PRODUCT_WORDS: Record<Locale, ProductWords> = { en, es };
