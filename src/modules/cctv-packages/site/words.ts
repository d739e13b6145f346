import type { Locale } from '@/kit/locales';

/** The camera packages' own words: `/cctv-packages` and the home page's packages. */
const en = {
  metaTitle: 'Security Camera Packages & Prices',
  metaDescription: (from: string) =>
    `Compare installed security camera packages for Los Angeles homes and businesses${from}: cameras, resolution, storage and warranty. Free site survey.`,
  metaFrom: (price: string) => `, from ${price}`,
  title: 'Security camera packages',
  intro:
    'Installed prices for the systems we fit most often. Every property is different: your free site survey turns a package into a fixed written quote.',
  crumb: 'CCTV packages',
  listHeading: 'Packages',
  emptyList: 'Packages are being updated. Ask us for a quote for your property.',
  includedTitle: 'Included in every package',
  included: [
    'Free site survey and camera plan',
    'Professional installation with concealed cabling',
    'Phone app set up on your devices',
    'Walkthrough and written warranty',
  ],
  estimateIntro:
    'Pick your property and the cameras you have in mind: the price range updates as you go. Book a free survey with it and we confirm the price in writing.',
  compareEyebrow: 'Side by side',
  compareTitle: 'Compare the packages',
  compareIntro:
    'Prices include installation. Need more cameras or a different mix? Every package can be adjusted.',
  compareCaption: 'Security camera packages compared',
  rows: {
    priceFrom: 'Price from',
    cameras: 'Cameras',
    resolution: 'Resolution',
    recording: 'Recording',
    brands: 'Brands installed',
    included: 'Included',
    priceNote: 'Price note',
  },
  mostPopular: 'Most popular',
  getPackage: 'Get this package',
  getPackageLabel: (name: string) => `Get this package: ${name}`,
  quoteTitle: 'Not sure which package fits?',
  quoteText:
    'Tell us about your property: a technician will recommend the right cameras at a free site survey and put the price in writing.',
  cameraCount: (count: number) => `${count} cameras`,
  from: 'from',
  brandsInstalled: 'Brands installed:',
  homeMore: 'Compare all packages',
  homeEyebrow: 'Camera packages',
  homeTitle: 'Clear prices, installed and working',
  homeIntro:
    'Every package includes the survey, cabling, installation and phone setup. Your written quote fixes the final price.',
};

export type PackageWords = typeof en;

const es: PackageWords = {
  metaTitle: 'Paquetes de cámaras de seguridad y precios',
  metaDescription: (from) =>
    `Compare paquetes de cámaras de seguridad instalados para hogares y negocios de Los Ángeles${from}: cámaras, resolución, grabación y garantía. Visita al sitio gratis.`,
  metaFrom: (price) => `, desde ${price}`,
  title: 'Paquetes de cámaras de seguridad',
  intro:
    'Precios con instalación de los sistemas que más instalamos. Cada propiedad es diferente: en la visita gratis al sitio convertimos el paquete en una cotización fija por escrito.',
  crumb: 'Paquetes de cámaras',
  listHeading: 'Paquetes',
  emptyList: 'Estamos actualizando los paquetes. Pídanos una cotización para su propiedad.',
  includedTitle: 'Incluido en todos los paquetes',
  included: [
    'Visita gratis al sitio y plan de cámaras',
    'Instalación profesional con cableado oculto',
    'App configurada en sus dispositivos',
    'Explicación del sistema y garantía por escrito',
  ],
  estimateIntro:
    'Elija su tipo de propiedad y las cámaras que tiene en mente: el rango de precio se actualiza al instante. Con él, reserve una visita gratis y le confirmamos el precio por escrito.',
  compareEyebrow: 'Comparación',
  compareTitle: 'Compare los paquetes',
  compareIntro:
    'Los precios incluyen la instalación. ¿Necesita más cámaras u otra combinación? Todos los paquetes se pueden ajustar.',
  compareCaption: 'Comparación de paquetes de cámaras de seguridad',
  rows: {
    priceFrom: 'Precio desde',
    cameras: 'Cámaras',
    resolution: 'Resolución',
    recording: 'Grabación',
    brands: 'Marcas que instalamos',
    included: 'Incluye',
    priceNote: 'Nota sobre el precio',
  },
  mostPopular: 'El más popular',
  getPackage: 'Quiero este paquete',
  getPackageLabel: (name) => `Quiero este paquete: ${name}`,
  quoteTitle: '¿No sabe qué paquete le conviene?',
  quoteText:
    'Cuéntenos sobre su propiedad: en una visita gratis, un técnico le recomendará las cámaras adecuadas y le dará el precio por escrito.',
  cameraCount: (count) => (count === 1 ? '1 cámara' : `${count} cámaras`),
  from: 'desde',
  brandsInstalled: 'Marcas que instalamos:',
  homeMore: 'Comparar todos los paquetes',
  homeEyebrow: 'Paquetes de cámaras',
  homeTitle: 'Precios claros, instalado y funcionando',
  homeIntro:
    'Cada paquete incluye la visita, el cableado, la instalación y la configuración en su celular. Su cotización por escrito fija el precio final.',
};

export const PACKAGE_WORDS: Record<Locale, PackageWords> = { en, es };
