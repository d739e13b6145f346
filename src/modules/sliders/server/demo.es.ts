import type { DemoTranslations } from '@/server/demo/markers';

/** The home page slides in Spanish, written for Los Angeles readers. */
export const slidersEs: DemoTranslations = {
  'Faces and plates you can read, day and night': {
    title: 'Caras que se reconocen y placas que se leen, de día y de noche',
    subtitle: 'Cámaras 4K, cableado oculto y video en su celular para casas y negocios de LA.',
    buttonText: 'Pida una cotización gratis',
  },
  'Protect your business around the clock': {
    title: 'Proteja su negocio las 24 horas',
    subtitle: 'Cámaras, control de acceso y monitoreo remoto en vivo, con un solo equipo local.',
    buttonText: 'Vea los paquetes para negocios',
  },
};
