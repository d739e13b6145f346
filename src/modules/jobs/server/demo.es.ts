import type { DemoTranslations } from '@/server/demo/markers';

/** The job openings in Spanish, written for Los Angeles readers. */
export const jobsEs: DemoTranslations = {
  'Low-Voltage Security Technician': {
    title: 'Técnico de sistemas de seguridad de bajo voltaje',
    description:
      '<p>Instale y dé servicio a sistemas de cámaras, control de acceso y alarmas para casas y negocios en todo LA.</p>',
    requirements:
      '<ul><li>2 años o más de experiencia en bajo voltaje</li><li>Licencia de manejo de California vigente</li><li>Registro de agente de alarmas del BSIS, o disposición para obtenerlo</li></ul>',
    salaryRange: '$28–$38 por hora',
  },
  'Security Sales Consultant': {
    title: 'Asesor de ventas de sistemas de seguridad',
    description:
      '<p>Reúnase con dueños de casas y de negocios, diseñe sistemas que se ajusten a su propiedad y a su presupuesto, y prepare cotizaciones.</p>',
    salaryRange: '$55,000 de sueldo base + comisión',
  },
  'Monitoring Center Operator (nights)': {
    title: 'Operador del centro de monitoreo (turno de noche)',
    description:
      '<p>Vigile en vivo las cámaras de los sitios monitoreados y envíe a la policía cuando se verifique un evento.</p>',
    salaryRange: '$22–$25 por hora',
  },
};
