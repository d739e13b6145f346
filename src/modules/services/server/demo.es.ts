import type { DemoTranslations } from '@/server/demo/markers';

/** The services in Spanish, written for Los Angeles readers. */
export const servicesEs: DemoTranslations = {
  'CCTV Installation': {
    title: 'Instalación de cámaras de seguridad',
    summary:
      'Cámaras de seguridad HD y 4K para casas y negocios en todo Los Ángeles, instaladas de forma limpia, con el cableado oculto y para ver desde su celular.',
    body: `<p>Un sistema de cámaras vale lo que valen los puntos desde donde miran sus cámaras. Antes de cotizar, un técnico recorre su propiedad con usted: las puertas que de verdad se usan, la entrada de autos, los portones laterales, el callejón, el lugar donde le dejan los paquetes. Luego diseñamos un sistema que cubra esos accesos con las menos cámaras posibles, y lo instalamos de modo que el cableado desaparezca en el ático, bajo el piso y dentro de tubería.</p>
<p>Para la mayoría de las casas instalamos cámaras cableadas con alimentación por Ethernet (PoE) de Hanwha Vision, Axis y Ubiquiti UniFi Protect, y Avigilon o Axis para sitios comerciales más grandes. Todas las cámaras y grabadores que instalamos cumplen con la ley NDAA. El video se guarda en un grabador dentro de su propio edificio, así que sigue grabando aunque se caiga el internet, y usted ve el video en vivo y las grabaciones en su celular sin pagar ninguna suscripción.</p>
<h2>Qué incluye</h2>
<ul>
<li>Una evaluación gratuita en su propiedad y una propuesta por escrito y detallada, con un plano de su propiedad cámara por cámara</li>
<li>Cámaras 4K (8 MP) o de 5 MP con visión nocturna a todo color o infrarroja, hechas para aguantar el sol de LA y el aire de la costa</li>
<li>Un grabador de video en red (NVR) con 30 días o más de grabación continua, de la capacidad adecuada para sus cámaras</li>
<li>Cableado oculto y sellado contra la intemperie: por el ático y las paredes cuando se puede, en tubería pintada cuando no</li>
<li>Detección de personas y vehículos configurada zona por zona, para que su celular le avise de la entrada de autos y no de la palmera</li>
<li>La app en todos los celulares de la casa o la oficina, y le mostramos cómo usarla hasta que encontrar un video le resulte fácil</li>
<li>Un plano con cada cámara y su campo de visión, que le entregamos junto con sus contraseñas</li>
<li>De uno a tres años de garantía de mano de obra, según el sistema, y garantías del fabricante de tres a cinco años en las cámaras</li>
</ul>
<h2>Cómo trabajamos</h2>
<ol>
<li><strong>Evaluación gratuita en sitio (45–60 minutos).</strong> Revisamos líneas de visión, iluminación, superficies de montaje, dónde puede ir el grabador y cómo llevar el cable hasta ahí. Los terrenos en ladera, el estuco, el ladrillo y los techos con acabado cambian el plan, así que los vemos primero.</li>
<li><strong>Diseño y cotización por escrito (en un máximo de dos días hábiles).</strong> Recibe por escrito la ubicación de las cámaras, el equipo, el precio y las fechas. Sin presiones, y la cotización es válida por 30 días.</li>
<li><strong>Instalación (normalmente un día para una casa).</strong> Dos técnicos con licencia, lonas para proteger sus pisos y limpieza al terminar. Una casa típica de ocho cámaras queda lista en un día; los sitios más grandes se hacen por etapas, según su horario.</li>
<li><strong>Entrega.</strong> Configuramos la app, ajustamos cada vista con usted y le dejamos la contraseña de administrador. Quitamos nuestro acceso de instalador, a menos que nos pida conservarlo para darle soporte.</li>
<li><strong>Soporte.</strong> Sus preguntas y llamadas de servicio las atiende el mismo equipo local; los clientes con plan de servicio tienen visitas prioritarias.</li>
</ol>
<h2>Precios desde</h2>
<table>
<thead><tr><th>Sistema</th><th>Instalado, desde</th></tr></thead>
<tbody>
<tr><td>4 cámaras y un grabador de 2 TB (la mayoría de las casas empiezan aquí)</td><td>[price: Home Starter]</td></tr>
<tr><td>8 cámaras, incluido un timbre con video</td><td>[price: Home Complete]</td></tr>
<tr><td>Cada cámara adicional de interior, cableada y configurada</td><td>[price: extra indoor camera]</td></tr>
<tr><td>Cada cámara adicional de exterior, resistente a la intemperie, cableada y configurada</td><td>[price: extra outdoor camera]</td></tr>
<tr><td>Sistemas para negocios, 8 cámaras</td><td>[price: Business Starter]</td></tr>
<tr><td>Sistemas para negocios, 16 cámaras con PTZ incluida</td><td>[price: Business Pro]</td></tr>
</tbody>
</table>
<p>Estos son nuestros precios actuales por paquete (vea los <a href="/cctv-packages">paquetes de CCTV</a>, con un estimado al instante para su propia combinación de cámaras). Los precios incluyen equipo, cableado, mano de obra y configuración; al equipo se le suma el impuesto sobre las ventas. Los tendidos largos de cable, las zanjas, las plataformas elevadoras o la tubería sobre exteriores con acabado se cotizan aparte y siempre aparecen en su cotización por escrito antes de empezar cualquier trabajo.</p>`,
    seoTitle: 'Instalación de cámaras de seguridad en Los Ángeles',
    seoDescription:
      'Instalación profesional de cámaras de seguridad 4K para casas y negocios en LA. Cámaras NDAA, cableado oculto y evaluación en sitio gratis.',
  },
  'Access Control': {
    title: 'Control de acceso',
    summary:
      'Tarjetas, llaveros electrónicos, teclados con PIN y credenciales en el celular para oficinas, portones y edificios de apartamentos.',
    body: `<p>Las llaves se copian, se pierden y nunca se devuelven. El control de acceso las reemplaza con credenciales que usted puede dar y cancelar en segundos: tarjetas, llaveros electrónicos, códigos PIN o un celular. Cada puerta sabe quién la abrió y cuándo, y una tarjeta perdida deja de funcionar en el momento en que usted la borra.</p>
<p>Diseñamos e instalamos sistemas para oficinas, consultorios médicos y dentales, bodegas, portones de estacionamiento y edificios de apartamentos, con plataformas administradas en la nube como Verkada, Avigilon Alta y UniFi Access, o con controladores locales cuando el edificio los necesita. Elegimos las cerraduras según sus puertas y el código de incendios y seguridad humana, y nos coordinamos con su contratista de alarma contra incendios cuando las puertas deben liberarse al sonar la alarma.</p>
<h2>Qué incluye</h2>
<ul>
<li>Una revisión puerta por puerta: marcos, herrajes existentes, reglas de salida, rutas de electricidad y de red</li>
<li>Lectores para tarjetas, llaveros, PIN y credenciales móviles, con cerraderos eléctricos o cerraduras electromagnéticas adecuados para cada puerta</li>
<li>Dispositivos de solicitud de salida y sensores de posición de puerta, para que el sistema sepa si una puerta fue forzada o se quedó abierta</li>
<li>Controlador, batería de respaldo y cableado conforme a las normas de bajo voltaje del Código Eléctrico de California</li>
<li>Horarios (puertas abiertas en horas de oficina y cerradas después), grupos de usuarios y calendarios de días festivos</li>
<li>Integración con las cámaras: cada evento de puerta viene con el video de quién pasó</li>
<li>Capacitación para su gerente de oficina, y le registramos el primer lote de credenciales</li>
</ul>
<h2>Cómo trabajamos</h2>
<ol>
<li><strong>Revisión.</strong> Revisamos cada puerta y cada portón, y quién necesita pasar y a qué hora.</li>
<li><strong>Propuesta.</strong> Herrajes por puerta, software y cualquier costo de licencia, fechas y precio, por escrito.</li>
<li><strong>Instalación.</strong> Normalmente de uno a tres días para una oficina; trabajamos fuera de horario cuando las puertas tienen mucho movimiento durante el día.</li>
<li><strong>Programación y capacitación.</strong> Cargamos usuarios y horarios, probamos cada puerta con usted y le entregamos la cuenta de administrador.</li>
</ol>
<h2>Precios desde</h2>
<table>
<thead><tr><th>Sistema</th><th>Instalado, desde</th></tr></thead>
<tbody>
<tr><td>Una puerta con lector, cerradero, dispositivo de salida y controlador</td><td>$1,950</td></tr>
<tr><td>Cada puerta adicional en el mismo controlador</td><td>$1,350</td></tr>
<tr><td>Lector para portón vehicular conectado a un motor de portón existente</td><td>$1,650</td></tr>
</tbody>
</table>
<p>Las plataformas en la nube cobran una licencia anual de software por puerta, que cotizamos aparte para que usted pueda comparar.</p>`,
    seoTitle: 'Sistemas de control de acceso en Los Ángeles',
    seoDescription:
      'Control de acceso con tarjeta, llavero, PIN o celular para oficinas, portones y edificios en LA. Instalado y programado por técnicos con licencia.',
  },
  'Alarm Systems': {
    title: 'Sistemas de alarma',
    summary:
      'Sensores de intrusión, de rotura de cristales y de puertas, conectados a sirenas potentes y alertas instantáneas en su celular.',
    body: `<p>Un sistema de alarma hace lo que las cámaras solas no pueden: hace ruido en el momento en que se abre una puerta o se rompe una ventana, y pide ayuda. Instalamos sistemas contra intrusos inalámbricos y cableados en la plataforma Alarm.com, para que usted active, desactive y revise los sensores desde su celular; además, cada alarma puede venir con un video de sus cámaras.</p>
<p>Tenemos licencia de operador de empresa de alarmas otorgada por el Bureau of Security and Investigative Services del estado, y nuestros técnicos cuentan con su registro de agente de alarmas. El monitoreo profesional lo brinda una central de monitoreo certificada por UL que atiende las 24 horas.</p>
<h2>Qué incluye</h2>
<ul>
<li>Un panel de control con batería de respaldo y comunicador celular (no necesita línea telefónica fija)</li>
<li>Sensores de puerta y ventana en cada acceso de la planta baja, y detectores de rotura de cristales para puertas corredizas y ventanas grandes</li>
<li>Detectores de movimiento aptos para mascotas donde vive un perro o un gato</li>
<li>Una sirena interior y un teclado junto a la puerta que más usa</li>
<li>Detectores de humo, calor y monóxido de carbono si los solicita, monitoreados igual que el resto</li>
<li>La app configurada para su hogar, con códigos de usuario para la familia, el personal de limpieza y quien pasea al perro</li>
<li>Ayuda con el permiso de alarma de su ciudad, que muchas ciudades del condado de Los Ángeles exigen para los sistemas monitoreados</li>
</ul>
<h2>Cómo trabajamos</h2>
<ol>
<li><strong>Recorrido.</strong> Anotamos cada punto de entrada y acordamos cuáles necesitan sensores.</li>
<li><strong>Cotización.</strong> Equipo, instalación y la tarifa mensual de monitoreo, por escrito. El monitoreo es mes a mes.</li>
<li><strong>Instalación.</strong> Medio día para la mayoría de las casas. Con sensores inalámbricos, no hay que hacer agujeros en paredes con acabado.</li>
<li><strong>Prueba con la central.</strong> Antes de irnos, activamos cada zona con el centro de monitoreo en la línea.</li>
</ol>
<h2>Precios desde</h2>
<table>
<thead><tr><th>Sistema</th><th>Desde</th></tr></thead>
<tbody>
<tr><td>Panel, teclado, 3 sensores de puerta, 1 detector de movimiento y sirena, instalados</td><td>$899</td></tr>
<tr><td>Cada sensor adicional, instalado</td><td>$95</td></tr>
<tr><td>Monitoreo profesional 24/7 con app y verificación por video</td><td>[price: Home Alarm Monitoring] al mes</td></tr>
</tbody>
</table>`,
    seoTitle: 'Alarmas para casas y negocios en Los Ángeles',
    seoDescription:
      'Empresa de alarmas con licencia: sensores de puerta, ventana, rotura de cristales y movimiento, monitoreo UL 24/7, verificación por video y app.',
  },
  'Video Intercoms': {
    title: 'Intercomunicadores con video',
    summary:
      'Vea y hable con sus visitas en el portón o en el vestíbulo desde cualquier lugar, y abra la puerta con un solo toque.',
    body: `<p>Un intercomunicador con video le deja ver quién está en el portón antes de abrir, desde la cocina o desde la oficina al otro lado de la ciudad. En casas con portón en la entrada de autos, atiende al repartidor y a las visitas sin que usted tenga que bajar la cuesta. En edificios de apartamentos, reemplaza el viejo panel de directorio por uno que llama al celular de los inquilinos, registra cada entrada y permite a los administradores agregar y quitar residentes desde un navegador.</p>
<p>Instalamos timbres con video y estaciones de portón para casas, y sistemas de entrada para múltiples inquilinos de ButterflyMX, DoorKing y 2N para edificios desde cuatro unidades hasta varios cientos, conectados al motor del portón o al cerradero eléctrico que usted ya tiene.</p>
<h2>Qué incluye</h2>
<ul>
<li>Una estación de portón o de puerta con cámara, bocina y teclado, antivandálica y apta para exteriores</li>
<li>Conexión al motor de su portón, cerradero eléctrico o cerradura electromagnética, con apertura manual</li>
<li>Llamadas a celulares y monitores interiores; códigos para repartidores y pases de un solo uso para visitas</li>
<li>Para edificios: directorio de inquilinos, altas y bajas por mudanza en minutos, y un registro de entradas con fotos</li>
<li>Zanja o tubería hasta el portón donde haga falta, con su precio en la cotización</li>
</ul>
<h2>Cómo trabajamos</h2>
<ol>
<li><strong>Revisión.</strong> Revisamos el portón o la entrada, su motor, la electricidad y la ruta de red.</li>
<li><strong>Cotización.</strong> Estación, cableado, cualquier suscripción de software y precio, por escrito.</li>
<li><strong>Instalación.</strong> Un día para la mayoría de las casas y de las entradas individuales.</li>
<li><strong>Configuración.</strong> Agregamos a su familia o a sus inquilinos y probamos con usted las llamadas y la apertura de la puerta.</li>
</ol>
<h2>Precios desde</h2>
<table>
<thead><tr><th>Sistema</th><th>Instalado, desde</th></tr></thead>
<tbody>
<tr><td>Timbre con video cableado, con campanilla</td><td>$349</td></tr>
<tr><td>Estación de video para el portón de la entrada de autos, conectada al motor del portón</td><td>$1,650</td></tr>
<tr><td>Panel de entrada para edificio de apartamentos, por entrada</td><td>$6,500</td></tr>
</tbody>
</table>`,
  },
  'Remote Video Monitoring': {
    title: 'Monitoreo remoto por video',
    summary:
      'Agentes en vivo vigilan sus cámaras fuera del horario de trabajo y llaman a la policía mientras los intrusos siguen en el lugar.',
    body: `<p>El video grabado le dice lo que pasó. El video monitoreado cambia lo que pasa. Cuando sus cámaras detectan a una persona o un vehículo fuera de horario, agentes capacitados en nuestro centro de monitoreo en Burbank ven el video en vivo en cuestión de segundos. Si es una intrusión real, le hablan al intruso por una bocina en el lugar, llaman a la policía con la descripción de un delito en curso y le avisan a usted. Si es un coyote o una lona que mueve el viento, cierran el evento y nadie se despierta.</p>
<p>Como un agente ya vio a la persona, la llamada a la policía reporta un delito en curso verificado, y se atiende con más urgencia que una alarma sin verificar. La mayoría de los intrusos se van cuando una voz les dice que los están vigilando.</p>
<h2>Qué incluye</h2>
<ul>
<li>Una revisión de sus cámaras actuales, o cámaras nuevas donde falte cobertura</li>
<li>Analítica ajustada para ignorar animales, árboles y los faros de los autos en la calle</li>
<li>Bocinas de disuasión en los puntos adonde los intrusos van primero</li>
<li>Una lista de llamadas e instrucciones escritas con usted: a quién se llama, en qué orden y cuándo se envía a la policía</li>
<li>Horarios que se ajustan a los suyos: noches y fines de semana, o las 24 horas</li>
<li>Un informe mensual de eventos con sus videos</li>
</ul>
<h2>Cómo trabajamos</h2>
<ol>
<li><strong>Revisión del sitio.</strong> Revisamos la vista, la iluminación y la conexión de cada cámara.</li>
<li><strong>Configuración.</strong> Analítica, bocinas y lista de llamadas, probadas con el centro de monitoreo.</li>
<li><strong>Puesta en marcha.</strong> Normalmente en la semana siguiente a la firma; después de los primeros tres meses, el contrato es mes a mes.</li>
</ol>
<h2>Precios desde</h2>
<table>
<thead><tr><th>Plan</th><th>Desde</th></tr></thead>
<tbody>
<tr><td>Monitoreo fuera de horario para negocios, hasta 8 cámaras</td><td>[price: Business After-Hours Monitoring] al mes</td></tr>
<tr><td>Torre de cámaras para obras de construcción con monitoreo 24/7</td><td>[price: Construction Site Monitoring] al mes</td></tr>
</tbody>
</table>`,
  },
  'Maintenance & Repair': {
    title: 'Mantenimiento y reparación',
    summary:
      'Revisiones, actualizaciones de firmware y reparaciones rápidas, tanto para los sistemas que instalamos como para los que no.',
    body: `<p>Las cámaras fallan sin hacer ruido. Un lente se empaña, un disco duro se desgasta, una actualización de firmware nunca se hizo, y nadie se da cuenta hasta la noche en que se necesita el video. Nuestros planes de servicio revisan su sistema antes de que llegue esa noche, y en nuestras visitas de reparación volvemos a poner en línea la cámara o el grabador que dejó de funcionar, sea de la marca que sea.</p>
<p>También ayudamos a los dueños de sistemas más antiguos a decidir qué conservar. Algunas cámaras y grabadores ya no pueden recibir actualizaciones de seguridad, y el equipo de fabricantes excluidos de nuevas autorizaciones de la FCC no puede usarse en proyectos con fondos federales. Podemos reemplazar un sistema por etapas, empezando por el grabador y las cámaras más importantes.</p>
<h2>Qué incluye un plan de servicio</h2>
<ul>
<li>Revisiones a distancia: cada cámara grabando, discos en buen estado y almacenamiento suficiente para el tiempo de retención que usted necesita</li>
<li>Actualizaciones de firmware y de la app, aplicadas y probadas</li>
<li>Una visita anual en sitio: lentes limpios, carcasas selladas y vistas reorientadas donde han crecido los árboles</li>
<li>Citas prioritarias y sin cargo por visita en las reparaciones</li>
<li>10% de descuento en piezas de repuesto y cámaras adicionales</li>
</ul>
<h2>Cómo trabajamos</h2>
<ol>
<li><strong>Llame o agende en línea.</strong> Díganos qué falla; muchos problemas se resuelven a distancia el mismo día.</li>
<li><strong>Diagnóstico en sitio.</strong> Si hace falta una visita, el técnico le explica la reparación y el precio antes de hacerla.</li>
<li><strong>Reparación.</strong> Llevamos las piezas más comunes en nuestras camionetas, así que la mayoría de las reparaciones quedan listas en la primera visita.</li>
</ol>
<h2>Precios desde</h2>
<table>
<thead><tr><th>Servicio</th><th>Desde</th></tr></thead>
<tbody>
<tr><td>Visita de servicio, incluida la primera hora en sitio</td><td>$189</td></tr>
<tr><td>Plan de servicio para el hogar</td><td>$29 al mes</td></tr>
<tr><td>Plan de servicio para negocios, hasta 16 cámaras</td><td>$79 al mes</td></tr>
</tbody>
</table>`,
  },
};
