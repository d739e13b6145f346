import type { DemoTranslations } from '@/server/demo/markers';

/** An answer of one or more paragraphs. */
const answer = (...paragraphs: string[]) => paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('');

/**
 * The questions and answers in Spanish, written for Los Angeles readers. A question filed under a
 * service has that service's Spanish title as its category, so it shows on the Spanish service page.
 */
export const faqsEs: DemoTranslations = {
  'How much does a security camera installation cost in Los Angeles?': {
    question: '¿Cuánto cuesta instalar cámaras de seguridad en Los Ángeles?',
    answer: answer(
      'La mayoría de las casas necesitan de 4 a 8 cámaras, y la mayoría de las tiendas y oficinas, de 8 a 16. Nuestros <a href="/cctv-packages">paquetes de cámaras</a> muestran el precio instalado de cada sistema, y el estimado al instante que encontrará ahí le calcula el precio de su propia combinación de cámaras de interior y de exterior; los tendidos largos de cable y los montajes difíciles se cotizan en la evaluación.',
      'Después de una evaluación gratuita en sitio, recibe una cotización fija por escrito, detallada cámara por cámara. El precio que firma es el precio que paga, a menos que usted pida cambios.',
    ),
    category: 'Precios',
  },
  'Are you licensed and insured?': {
    question: '¿Tienen licencia y seguro?',
    answer: answer(
      'Sí. Tenemos licencias de contratista C-7 (sistemas de bajo voltaje) y C-10 (electricidad) de la CSLB de California, y una licencia de operador de empresa de alarmas del Bureau of Security and Investigative Services. Puede consultar nuestra licencia en el sitio web de la CSLB.',
      'Tenemos seguro de responsabilidad civil general y de compensación para trabajadores, y cada técnico es empleado nuestro, no un subcontratista. Si los administradores de propiedades y las HOA lo solicitan, les enviamos nuestros certificados de seguro.',
    ),
    category: 'La empresa',
  },
  'Do the cameras keep recording if the internet or the power goes out?': {
    question: '¿Las cámaras siguen grabando si se va el internet o la luz?',
    answer: answer(
      'Si se cae el internet, sí: el video se graba en el grabador dentro de su edificio, y la vista remota vuelve cuando regresa la conexión.',
      'Para los cortes de luz, si lo pide, agregamos una batería de respaldo (UPS) al grabador y al switch de red. Una unidad típica mantiene grabando un sistema de ocho cámaras de 30 a 60 minutos; se puede lograr más tiempo.',
    ),
    category: 'Cámaras y grabación',
  },
  'Can I watch my cameras from my phone, and is there a monthly fee?': {
    question: '¿Puedo ver mis cámaras desde mi celular, y hay que pagar una cuota mensual?',
    answer: answer(
      'Sí, en iPhone y Android, en vivo y grabado. Antes de irnos, configuramos la app en todos los celulares de la casa.',
      'Los sistemas que graban localmente no tienen cuota mensual para ver el video. Las plataformas en la nube como Verkada cobran una licencia anual por cámara, y los planes de monitoreo son mensuales; ambos aparecen como líneas aparte en su cotización.',
    ),
    category: 'Cámaras y grabación',
  },
  'How soon can you install?': {
    question: '¿Qué tan pronto pueden instalar?',
    answer: answer(
      'Normalmente hay citas para la evaluación en sitio en un plazo de dos a tres días hábiles. Una vez que aprueba la cotización, la mayoría de las instalaciones en casas se programan dentro de una semana y toman un día. Los proyectos comerciales se programan según su horario, incluso por las noches y los fines de semana.',
    ),
    category: 'Instalación',
  },
  'Is the site survey really free?': {
    question: '¿De verdad es gratis la evaluación en sitio?',
    answer: answer(
      'Sí: sin costo y sin compromiso. Un técnico pasa de 45 a 60 minutos en su propiedad, y en un plazo de dos días hábiles usted recibe una cotización por escrito y detallada que puede comparar libremente con la de cualquier otra empresa.',
    ),
    category: 'Precios',
  },
  'Which areas do you serve?': {
    question: '¿En qué zonas trabajan?',
    answer: answer(
      'En todo el condado de Los Ángeles: la ciudad y sus barrios, del Westside al Eastside, los valles de San Fernando y San Gabriel, el South Bay y Long Beach. Para clientes comerciales también trabajamos en los condados de Orange y Ventura.',
    ),
    category: 'La empresa',
  },
  'Where is my video stored, and who can see it?': {
    question: '¿Dónde se guarda mi video y quién puede verlo?',
    answer: answer(
      'Con un grabador local, el video se queda en los discos duros dentro de su edificio. Usted tiene la contraseña de administrador; al entregarle el sistema quitamos nuestro acceso de instalador, a menos que nos pida conservarlo para darle soporte.',
      'En los sistemas en la nube o monitoreados, la plataforma guarda el video cifrado, y los agentes de monitoreo ven el video en vivo solo cuando se activa un evento en su sitio. Nunca compartimos videos con nadie sin su permiso o sin una orden legal.',
    ),
    category: 'Privacidad y la ley',
  },
  'Can my cameras point at the street or my neighbor’s property?': {
    question: '¿Mis cámaras pueden apuntar a la calle o a la propiedad de mi vecino?',
    answer: answer(
      'Las cámaras pueden ver lo que cualquiera vería desde un lugar público, como la calle frente a su casa. Apúntelas a su propia propiedad y evite vistas hacia las ventanas o el patio de un vecino; configuramos máscaras de privacidad que tapan esas áreas.',
      'El audio es distinto: la ley de California generalmente exige el consentimiento de todas las personas que participan en una conversación privada antes de grabarla, por eso dejamos los micrófonos apagados de forma predeterminada. Para propiedades en renta, HOA y lugares de trabajo hay reglas adicionales; pregúntenos y se las explicamos paso a paso.',
    ),
    category: 'Privacidad y la ley',
  },
  'Do you work with landlords, HOAs and property managers?': {
    question: '¿Trabajan con arrendadores, HOA y administradores de propiedades?',
    answer: answer(
      'Sí, buena parte de nuestro trabajo es para ellos. Entregamos certificados de seguro, nos coordinamos con los ingenieros del edificio y con los calendarios de la junta directiva, y avisamos con claridad a inquilinos y residentes dónde hay cámaras y dónde no.',
    ),
    category: 'Instalación',
  },
  'Do you service systems you didn’t install?': {
    question: '¿Dan servicio a sistemas que no instalaron ustedes?',
    answer: answer(
      'Sí. Reparamos y damos mantenimiento a la mayoría de las marcas profesionales. Si su sistema es viejo o ya no recibe actualizaciones de seguridad, le decimos con honestidad si vale la pena repararlo, y podemos reemplazarlo por etapas.',
    ),
    category: 'Soporte',
  },
  'What warranty do I get?': {
    question: '¿Qué garantía recibo?',
    answer: answer(
      'Nuestra garantía de mano de obra es de uno a tres años, según el paquete, y las cámaras y los grabadores tienen la garantía de sus fabricantes, normalmente de tres a cinco años. Si algo que instalamos deja de funcionar durante la garantía, regresamos y lo reparamos sin costo.',
    ),
    category: 'Soporte',
  },
  'How many cameras does my home need?': {
    question: '¿Cuántas cámaras necesita mi casa?',
    answer: answer(
      'La mayoría de las casas unifamiliares en LA quedan bien cubiertas con cuatro a ocho: una en cada puerta de entrada, una en la entrada de autos, una en cada portón lateral y una en el patio trasero. Las casas en ladera con entradas de autos largas o varios niveles muchas veces necesitan unas cuantas más.',
      'La evaluación gratuita en sitio lo resuelve. Preferimos instalar seis cámaras bien colocadas que diez que vigilen paredes.',
    ),
    category: 'Instalación de cámaras de seguridad',
  },
  'Do I need 4K cameras?': {
    question: '¿Necesito cámaras 4K?',
    answer: answer(
      'No en todas partes. El 4K (8 MP) vale la pena donde necesita detalle a distancia: una entrada de autos larga, un estacionamiento, un portón donde quiere ver caras y placas. Una cámara de 5 MP es más que suficiente para un porche o un patio lateral, y ocupa menos espacio de almacenamiento.',
    ),
    category: 'Instalación de cámaras de seguridad',
  },
  'Can you hide the wires in a finished house?': {
    question: '¿Pueden esconder los cables en una casa ya terminada?',
    answer: answer(
      'Normalmente, sí. La mayoría de los tendidos pasan por el ático, por debajo del piso o por el techo del garaje, y salen detrás de la cámara. En casas sobre losa o con paredes de estuco sin acceso, usamos tubería delgada pintada del color de la pared. Antes de empezar, usted ve en su cotización por dónde va cada cable.',
    ),
    category: 'Instalación de cámaras de seguridad',
  },
  'Can employees or residents use their phones as keys?': {
    question: '¿Los empleados o residentes pueden usar su celular como llave?',
    answer: answer(
      'Sí. La mayoría de los sistemas que instalamos aceptan credenciales móviles además de tarjetas y llaveros. El acceso se da y se quita desde el navegador del administrador, y un celular perdido se da de baja en segundos.',
    ),
    category: 'Control de acceso',
  },
  'What happens to locked doors in a power outage or a fire?': {
    question: '¿Qué pasa con las puertas cerradas con llave durante un apagón o un incendio?',
    answer: answer(
      'Cada controlador tiene batería de respaldo. Las puertas en rutas de salida siempre se pueden abrir libremente desde adentro y, donde lo exige el código de incendios, se liberan cuando suena la alarma contra incendios. Diseñamos cada puerta para que cumpla con los códigos de construcción y de incendios.',
    ),
    category: 'Control de acceso',
  },
  'Do I need an alarm permit in Los Angeles?': {
    question: '¿Necesito un permiso de alarma en Los Ángeles?',
    answer: answer(
      'La Ciudad de Los Ángeles y muchas otras ciudades del condado exigen un permiso para los sistemas de alarma monitoreados y cobran cargos por falsas alarmas repetidas. Le decimos si su ciudad lo exige y le ayudamos con la solicitud cuando hacemos la instalación.',
    ),
    category: 'Sistemas de alarma',
  },
  'Will my dog set off the motion sensors?': {
    question: '¿Mi perro va a activar los sensores de movimiento?',
    answer: answer(
      'Los detectores de movimiento inmunes a mascotas ignoran animales de hasta unas 40 a 80 libras, según el modelo. Para perros grandes o gatos que trepan, nos apoyamos en sensores de puerta, de ventana y de rotura de cristales, y ponemos los detectores de movimiento donde las mascotas no llegan.',
    ),
    category: 'Sistemas de alarma',
  },
  'Can tenants answer the intercom on their phones?': {
    question: '¿Los inquilinos pueden contestar el intercomunicador desde su celular?',
    answer: answer(
      'Sí. Los sistemas de entrada modernos llaman al celular de los inquilinos por medio de una app o de una llamada normal, así que no hace falta cablear cada unidad. Los administradores agregan y quitan inquilinos desde un panel en línea.',
    ),
    category: 'Intercomunicadores con video',
  },
  'How is remote video monitoring different from an alarm?': {
    question: '¿En qué se diferencia el monitoreo remoto por video de una alarma?',
    answer: answer(
      'Una alarma le avisa al centro de monitoreo que se activó un sensor. Con el monitoreo por video, un agente ve lo que está pasando, le habla al intruso por una bocina y le reporta a la policía un delito en curso verificado, que recibe una respuesta más rápida que una alarma sin verificar.',
    ),
    category: 'Monitoreo remoto por video',
  },
  'Can you monitor the cameras I already have?': {
    question: '¿Pueden monitorear las cámaras que ya tengo?',
    answer: answer(
      'Muchas veces, sí, si las cámaras dan una imagen clara de noche y el sitio tiene una conexión a internet confiable. Primero revisamos cada cámara, y solo recomendamos cámaras nuevas donde una vista es demasiado oscura, está demasiado lejos o es demasiado fácil de esquivar.',
    ),
    category: 'Monitoreo remoto por video',
  },
  'Our system has Hikvision or Dahua cameras. Do we have to replace them?': {
    question: 'Nuestro sistema tiene cámaras Hikvision o Dahua. ¿Tenemos que reemplazarlas?',
    answer: answer(
      'Puede seguir usándolas: la orden de 2022 de la FCC detuvo las nuevas autorizaciones de equipo para los productos de videovigilancia de esos fabricantes; no prohíbe las cámaras ya instaladas. Pero las agencias federales, sus contratistas y los proyectos con fondos federales no pueden comprarlas ni usarlas, y los modelos más antiguos muchas veces ya no reciben actualizaciones de seguridad.',
      'Revisamos su sistema y le recomendamos qué reemplazar primero; normalmente, el grabador y cualquier cámara expuesta a internet.',
    ),
    category: 'Mantenimiento y reparación',
  },
  'How often should a camera system be serviced?': {
    question: '¿Cada cuánto hay que darle servicio a un sistema de cámaras?',
    answer: answer(
      'Una vez al año en sitio, con revisiones remotas entre visitas. El polvo y el aire salado empañan los lentes, a las arañas les encantan las luces infrarrojas, y los discos duros de los grabadores se desgastan después de unos cinco años de grabación continua.',
    ),
    category: 'Mantenimiento y reparación',
  },
};
