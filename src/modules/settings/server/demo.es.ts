import type { DemoRecord } from '@/server/demo/markers';

/** The home page settings' words in Spanish, written for Los Angeles readers. */
export const homepageDemoEs: DemoRecord = {
  tagline: 'Instalación de cámaras de seguridad en Los Ángeles',
  heroTitle: 'Cámaras de seguridad bien instaladas desde la primera vez',
  heroSubtitle:
    'CCTV, control de acceso, alarmas y monitoreo remoto por video para casas y negocios en todo Los Ángeles. Cotización gratis y soporte 24/7.',
  heroCtaText: 'Pida una cotización gratis',
  seoTitle: 'Instalación de cámaras de seguridad en LA | Pacific Shield Security',
  seoDescription:
    'Instaladores de cámaras de seguridad con licencia en LA: CCTV, control de acceso, alarmas y monitoreo 24/7. Cotización gratis en su propiedad.',
};

/** The About page's words in Spanish, written for Los Angeles readers. */
export const aboutDemoEs: DemoRecord = {
  title: 'Acerca de Pacific Shield Security',
  subtitle: 'Un equipo de Los Ángeles que protege casas y negocios desde 2011.',
  body: `<p>Pacific Shield Security empezó en 2011 con una camioneta y una idea sencilla: un sistema de cámaras solo vale lo que muestra la noche en que usted lo necesita. Quince años y más de 2,400 proyectos después, seguimos trabajando así. Diseñamos e instalamos cámaras de seguridad, control de acceso, alarmas e intercomunicadores para casas, negocios y edificios de apartamentos en todo el condado de Los Ángeles, y seguimos a su lado para darles soporte.</p>
<h2>Con licencia, y con nuestro propio personal</h2>
<p>Tenemos licencias de contratista C-7 (sistemas de bajo voltaje) y C-10 (electricidad) de la CSLB de California, y una licencia de operador de empresa de alarmas del Bureau of Security and Investigative Services. Nuestros técnicos son empleados nuestros, capacitados y certificados en el equipo que instalan, no subcontratistas que cobran por día. La persona que evalúa su propiedad forma parte del equipo que la instala.</p>
<h2>Equipo que respaldamos</h2>
<p>Instalamos cámaras y grabadores que cumplen con la NDAA de Axis, Hanwha Vision, Avigilon y Ubiquiti UniFi; control de acceso de Verkada, Avigilon Alta y UniFi Access, y sistemas de alarma en la plataforma Alarm.com. No instalamos equipo que no pondríamos en nuestras propias casas, y le decimos con franqueza cuando una opción más económica es suficiente.</p>
<h2>Cómo trabajamos</h2>
<p>Cada proyecto empieza con una evaluación gratuita en sitio y una cotización por escrito y detallada: las cámaras, dónde van, qué ven y el precio. Las instalaciones son limpias, el cableado queda oculto siempre que el edificio lo permite, y usted recibe un plano de su sistema con las contraseñas a su nombre. Después, nuestra oficina en Echo Park le contesta el teléfono, y nuestra línea 24/7 está a disposición de los clientes de monitoreo.</p>`,
  mission:
    'Hacer que cada propiedad en la que trabajamos sea más segura, de forma comprobable, con sistemas que la gente de verdad usa.',
  vision:
    'Ser la empresa local de instalación de sistemas de seguridad de mayor confianza en el sur de California.',
  certifications: [
    'Contratista de sistemas de bajo voltaje CSLB C-7',
    'Contratista eléctrico CSLB C-10',
    'Operador de empresa de alarmas BSIS',
    'Profesional certificado por Axis',
    'Socio de Hanwha Vision',
    'Instalador certificado por Avigilon',
    'Distribuidor autorizado de Alarm.com',
  ],
  seoTitle: 'Acerca de Pacific Shield Security | Los Ángeles',
  seoDescription:
    'Instaladores de seguridad con licencia en Los Ángeles desde 2011: CSLB C-7 y C-10, operador de alarmas BSIS, técnicos propios. Más de 2,400 proyectos.',
};
