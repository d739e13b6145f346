import type { DemoTranslations } from '@/server/demo/markers';

/** The CCTV packages in Spanish, written for Los Angeles readers. */
export const cctvPackagesEs: DemoTranslations = {
  'Home Starter': {
    resolution: '4K (8 MP)',
    storage: 'NVR de 2 TB, 30 días',
    priceNote: 'Instalado, más impuestos',
    features: [
      '4 cámaras tipo torreta',
      'Configuración de la app en su celular',
      'Cableado oculto',
      '1 año de garantía de mano de obra',
    ],
  },
  'Home Complete': {
    resolution: '4K (8 MP)',
    storage: 'NVR de 4 TB, 30 días',
    priceNote: 'Instalado, más impuestos',
    features: [
      '8 cámaras, incluido el timbre',
      'Visión nocturna a color',
      'Alertas de personas y vehículos',
      '2 años de garantía de mano de obra',
    ],
  },
  'Business Starter': {
    resolution: '4K (8 MP)',
    storage: 'NVR de 4 TB, 30 días',
    priceNote: 'Instalado, más impuestos',
    features: [
      '8 cámaras para puertas, caja y estacionamiento',
      'Alertas de personas y vehículos',
      'Listo para monitoreo remoto',
      '2 años de garantía de mano de obra',
    ],
  },
  'Business Pro': {
    resolution: '4K (8 MP)',
    storage: 'NVR de 8 TB, 45 días',
    priceNote: 'Instalado, más impuestos',
    features: [
      '16 cámaras con PTZ incluida',
      'Listo para monitoreo remoto',
      'Servicio prioritario',
      '3 años de garantía de mano de obra',
    ],
  },
};
