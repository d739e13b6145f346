import type { DemoTranslations } from '@/server/demo/markers';

/** The product categories in Spanish, written for Los Angeles readers. */
export const productCategoriesEs: DemoTranslations = {
  'Security Cameras': {
    name: 'Cámaras de seguridad',
    description: 'Cámaras IP para cada rincón de su propiedad.',
  },
  'Dome Cameras': { name: 'Cámaras domo', description: 'Domos discretos y antivandálicos.' },
  'Bullet Cameras': { name: 'Cámaras tipo bala', description: 'Cámaras de exterior de largo alcance.' },
  'PTZ Cameras': { name: 'Cámaras PTZ', description: 'Giro, inclinación y zoom para áreas grandes.' },
  Recorders: { name: 'Grabadores', description: 'Grabadores de video en red y almacenamiento.' },
  'Access Control': {
    name: 'Control de acceso',
    description: 'Teclados, lectores y cerraduras inteligentes.',
  },
  'Doorbells & Intercoms': {
    name: 'Timbres e intercomunicadores',
    description: 'Vea quién está en su puerta desde cualquier lugar.',
  },
};
