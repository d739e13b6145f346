import type { DemoTranslations } from '@/server/demo/markers';

const specs = (...rows: [string, string][]) => rows.map(([label, value]) => ({ label, value }));

/** The products in Spanish, written for Los Angeles readers. */
export const productsEs: DemoTranslations = {
  '4K Turret Dome Camera': {
    summary: 'Domo tipo torreta de 8 MP con visión nocturna a color y micrófono integrado.',
    description:
      '<p>Nuestra cámara más instalada: detalle 4K nítido de día y de noche, resistente a la intemperie y discreta a la vista. La torreta de rótula se orienta hacia cualquier lado, sin el reflejo en el domo que puede causar el infrarrojo de noche.</p><p>Se entrega en un modelo que cumple con la NDAA, de Hanwha Vision o Axis, elegido para su sitio durante la evaluación.</p>',
    specs: specs(
      ['Resolución', '4K (8 MP)'],
      ['Visión nocturna', 'A color, hasta 100 pies'],
      ['Grado de protección', 'IP67'],
    ),
  },
  'Vandal-Proof Mini Dome': {
    summary: 'Domo de 5 MP con resistencia al impacto IK10 para entradas y estacionamientos cubiertos.',
    description:
      '<p>Un domo de perfil bajo que aguanta una patada o un botellazo, para vestíbulos, estacionamientos y entradas al alcance de la mano. Lente gran angular de 2.8 mm, infrarrojo hasta 100 pies.</p>',
    specs: specs(['Resolución', '5 MP'], ['Resistencia al impacto', 'IK10'], ['Lente', '2.8 mm']),
  },
  'Long-Range Bullet Camera': {
    summary: 'Cámara tipo bala 4K con zoom motorizado para entradas de autos, estacionamientos y perímetros.',
    description:
      '<p>Para entradas de autos largas y estacionamientos: durante la configuración, el zoom del lente motorizado se ajusta desde su celular, para que la cámara encuadre exactamente el portón o la fila de espacios de estacionamiento que le interesa.</p>',
    specs: specs(
      ['Resolución', '4K (8 MP)'],
      ['Zoom', '2.7–13.5 mm motorizado'],
      ['Alcance infrarrojo', '200 pies'],
    ),
  },
  'AI License Plate Camera': {
    summary: 'Lee las placas en el portón de día y de noche, y guarda un registro en el que puede buscar.',
    description:
      '<p>Instalada en un portón o en la entrada de autos, capta la placa de cada vehículo y guarda un registro en el que se puede buscar. Se cotiza por sitio, porque el ángulo, la velocidad y la iluminación del carril determinan el modelo.</p>',
    specs: specs(
      ['Velocidad de captura', 'Hasta 40 mph'],
      ['Analítica', 'Reconocimiento de placas, tipo de vehículo'],
    ),
  },
  '25x PTZ Camera': {
    summary: 'Giro, inclinación y zoom óptico de 25x con seguimiento automático para propiedades grandes.',
    specs: specs(
      ['Zoom', '25x óptico'],
      ['Seguimiento automático', 'Personas y vehículos'],
      ['Alcance infrarrojo', '500 pies'],
    ),
  },
  '16-Channel 4K NVR': {
    summary: 'Graba hasta 16 cámaras en 4K, con 8 TB de almacenamiento y PoE integrado.',
    specs: specs(['Canales', '16'], ['Almacenamiento', '8 TB (ampliable)'], ['Puertos PoE', '16']),
  },
  'Smart Keypad Reader': {
    summary: 'PIN, tarjeta y celular como credenciales en un solo lector resistente a la intemperie.',
    specs: specs(['Credenciales', 'PIN, tarjeta, celular'], ['Grado de protección', 'IP65']),
  },
  '2K Video Doorbell': {
    summary: 'Vista de pies a cabeza, conversación en dos sentidos y detección de paquetes.',
    specs: specs(['Resolución', '2K'], ['Alimentación', 'Cableada']),
  },
};
