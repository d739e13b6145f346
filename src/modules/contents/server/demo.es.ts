import type { DemoTranslations } from '@/server/demo/markers';

const privacyPolicy = `<p>Pacific Shield Security (“Pacific Shield”, “nosotros”) instala y da soporte a sistemas de cámaras de seguridad, control de acceso, alarmas e intercomunicadores en el condado de Los Ángeles. Esta política explica qué información personal recopilamos a través de este sitio web, cuando usted se comunica con nosotros y cuando le prestamos servicios; cómo la usamos y la compartimos; cuánto tiempo la conservamos, y las opciones y los derechos que usted tiene. Incluye nuestro aviso para los residentes de California.</p>
<h2>Información que recopilamos</h2>
<h3>Información que usted nos da</h3>
<ul>
<li><strong>Solicitudes de cotización, formularios de contacto y citas de evaluación:</strong> su nombre, número de teléfono, correo electrónico, dirección o código postal, tipo de propiedad, el servicio que le interesa, su mensaje y el horario que prefiere para la visita.</li>
<li><strong>Suscripciones al boletín:</strong> su correo electrónico.</li>
<li><strong>Clientes:</strong> dirección de facturación y de servicio, personas de contacto, el equipo instalado, el historial de servicio, la configuración del sistema y, en los sistemas monitoreados, sus contactos de emergencia, sus contraseñas y las instrucciones para el centro de monitoreo.</li>
<li><strong>Solicitantes de empleo:</strong> la información de su solicitud y de su currículum.</li>
</ul>
<h3>Información que se recopila automáticamente</h3>
<ul>
<li><strong>Registros del servidor:</strong> dirección IP, tipo de navegador, la página solicitada y la hora, que conservamos por seguridad y para prevenir abusos como el spam y los intentos repetidos de inicio de sesión.</li>
<li><strong>Cómo nos encontró:</strong> cuando envía un formulario, registramos la primera página a la que llegó, el sitio que lo refirió y cualquier etiqueta de campaña del enlace (por ejemplo, de un anuncio), para saber qué parte de nuestro trabajo nos trae solicitudes. Esto lo registramos solo junto con su solicitud; nuestras páginas no instalan cookies para seguirlo.</li>
<li><strong>Analítica:</strong> si usamos una herramienta de medición como Google Analytics, esta recopila información sobre las visitas (páginas vistas, dispositivo, ubicación aproximada) según su propia política y puede instalar sus propias cookies, que usted puede bloquear en su navegador.</li>
</ul>
<h3>Video de las cámaras y datos del sistema</h3>
<p>El video que graban sus cámaras le pertenece a usted. En los sistemas con un grabador dentro de su edificio, el video se queda ahí. En los sistemas administrados en la nube, lo guarda cifrado el proveedor de la plataforma, en su cuenta. Solo vemos su video:</p>
<ul>
<li>cuando usted nos lo pide, por ejemplo para ayudarle a encontrar un video o arreglar una cámara;</li>
<li>durante las visitas de instalación y de servicio, para orientar y probar las cámaras, y</li>
<li>en los sitios monitoreados, cuando una cámara detecta un evento durante su horario de monitoreo y un agente de nuestro centro de monitoreo revisa el video en vivo y el clip del evento.</li>
</ul>
<p>Al entregarle el sistema quitamos nuestro acceso de instalador, a menos que nos pida conservarlo para darle soporte, y usted puede pedirnos que lo quitemos en cualquier momento.</p>
<h2>Cómo usamos la información</h2>
<ul>
<li>Para responder a su solicitud, programar y realizar evaluaciones en sitio, instalaciones y visitas de servicio, y preparar cotizaciones y facturas</li>
<li>Para monitorear su sitio o su sistema de alarma según su contrato de monitoreo, lo que incluye comunicarnos con usted, con sus contactos y con los servicios de emergencia</li>
<li>Para registrar las garantías del equipo con los fabricantes y obtener permisos cuando se requieran</li>
<li>Para enviarle nuestro boletín, si se suscribió, y avisos de servicio sobre su sistema</li>
<li>Para mantener seguros este sitio web y nuestros sistemas, y prevenir el fraude y el spam</li>
<li>Para entender qué páginas y campañas nos traen solicitudes, y mejorarlas</li>
<li>Para cumplir con nuestras obligaciones legales, fiscales, de licencias y de seguros</li>
</ul>
<h2>Cómo compartimos la información</h2>
<p>No vendemos información personal ni la compartimos para publicidad conductual entre contextos. Solo la compartimos:</p>
<ul>
<li><strong>Con proveedores de servicios</strong> que trabajan para nosotros bajo contrato: alojamiento del sitio web, envío de correos electrónicos, programación de citas, procesamiento de pagos, contabilidad y plataformas de video en la nube. Solo pueden usarla para prestarnos su servicio.</li>
<li><strong>Con nuestro socio de monitoreo de alarmas,</strong> una central de monitoreo certificada por UL, para los sistemas de alarma que monitorea para usted.</li>
<li><strong>Con los fabricantes del equipo,</strong> su nombre y la dirección de la instalación, para registrar las garantías.</li>
<li><strong>Con la policía, los bomberos o los servicios de emergencia</strong> cuando una alarma o un evento monitoreado requiere una respuesta y, fuera de eso, solo cuando usted lo indique o cuando la ley nos obligue, por ejemplo por una citación judicial o una orden de un juez.</li>
<li><strong>En caso de venta o reorganización de nuestra empresa,</strong> con el comprador, bajo esta misma política.</li>
</ul>
<h2>Cuánto tiempo conservamos la información</h2>
<ul>
<li>Solicitudes de cotización que no se convierten en proyectos: hasta tres años</li>
<li>Registros de clientes y de proyectos: mientras le demos servicio, y siete años después, por los registros de garantía, impuestos y licencias</li>
<li>Clips y registros de eventos de monitoreo: 90 días, a menos que se conserven más tiempo por un incidente sobre el que usted o la policía pregunten</li>
<li>Correos electrónicos del boletín: hasta que cancele su suscripción</li>
<li>Registros del servidor: hasta 90 días</li>
</ul>
<h2>Seguridad</h2>
<p>Protegemos la información con controles de acceso, cifrado en tránsito y, para los datos sensibles como las contraseñas, también cifrado en reposo. Nuestro personal solo ve lo que su trabajo requiere. Ningún sistema es perfectamente seguro; si una filtración afecta su información personal, se lo notificaremos como lo exige la ley.</p>
<h2>Sus opciones</h2>
<ul>
<li>Cada boletín trae un enlace para cancelar la suscripción con un solo clic.</li>
<li>Puede pedirnos en cualquier momento que dejemos de llamarle o de escribirle sobre una cotización.</li>
<li>Puede bloquear las cookies de las herramientas de analítica en la configuración de su navegador.</li>
</ul>
<h2>Menores de edad</h2>
<p>Este sitio web no está dirigido a menores de 16 años, y no recopilamos a sabiendas su información personal.</p>
<h2>Aviso de privacidad de California</h2>
<p>Este aviso complementa la política anterior para los residentes de California, conforme a la Ley de Privacidad del Consumidor de California, reformada por la Ley de Derechos de Privacidad de California (“CCPA”). Extendemos estos derechos a todos los residentes de California, aplique o no una ley en particular a una empresa de nuestro tamaño.</p>
<h3>Categorías de información personal que recopilamos</h3>
<p>En los últimos 12 meses hemos recopilado las siguientes categorías, de usted, de sus dispositivos y, en los sitios monitoreados, de las cámaras y los sensores de su propiedad:</p>
<ul>
<li><strong>Identificadores:</strong> nombre, dirección postal, correo electrónico, número de teléfono, dirección IP.</li>
<li><strong>Registros de clientes</strong> (Código Civil de California, § 1798.80(e)): datos de facturación y firmas en contratos.</li>
<li><strong>Información comercial:</strong> servicios cotizados y contratados, equipo instalado, historial de servicio.</li>
<li><strong>Actividad en internet o en la red:</strong> páginas visitadas, sitio de referencia, etiquetas de campaña, registros del servidor.</li>
<li><strong>Geolocalización aproximada:</strong> obtenida de su dirección IP o de la dirección que usted nos da.</li>
<li><strong>Información de audio y visual:</strong> video de las cámaras de los sitios monitoreados revisado durante los eventos; grabaciones de las llamadas a nuestro centro de monitoreo.</li>
<li><strong>Información profesional o laboral:</strong> de los solicitantes de empleo.</li>
<li><strong>Información personal sensible:</strong> credenciales de cuentas (como las contraseñas de la alarma) y, en el caso de los solicitantes, la información necesaria para verificar antecedentes donde la ley lo permite. La usamos solo para prestar el servicio o según lo permita la ley, nunca para deducir características suyas.</li>
</ul>
<p>Usamos y divulgamos cada categoría para los fines comerciales descritos arriba en “Cómo usamos la información” y “Cómo compartimos la información”, y la conservamos durante los plazos indicados en “Cuánto tiempo conservamos la información”.</p>
<h3>No vendemos ni compartimos</h3>
<p>No vendemos información personal ni la compartimos para publicidad conductual entre contextos, y no lo hemos hecho en los últimos 12 meses. No vendemos ni compartimos a sabiendas la información personal de consumidores menores de 16 años. Nuestro sitio web respeta la señal Global Privacy Control como una solicitud para excluirse de la venta y del intercambio de datos.</p>
<h3>Sus derechos</h3>
<ul>
<li><strong>Derecho a saber y a acceder:</strong> las categorías y los datos específicos de información personal que tenemos sobre usted, de dónde provienen, por qué los usamos y a quién los divulgamos.</li>
<li><strong>Derecho a eliminar:</strong> la información personal que recopilamos de usted, con excepciones, como los registros que debemos conservar por motivos de garantía, impuestos o licencias, o para completar un servicio que usted pidió.</li>
<li><strong>Derecho a corregir</strong> la información personal inexacta.</li>
<li><strong>Derecho a excluirse</strong> de la venta o del intercambio de información personal (no hacemos ninguna de las dos cosas), y a limitar el uso de la información personal sensible (solo la usamos según lo permitido).</li>
<li><strong>Derecho a no ser discriminado:</strong> no le negaremos el servicio, no le cobraremos un precio distinto ni le daremos un servicio de calidad diferente por haber ejercido un derecho.</li>
</ul>
<h3>Cómo hacer una solicitud</h3>
<p>Escriba a <a href="mailto:privacy@pacificshield.example">privacy@pacificshield.example</a> o llámenos sin costo al (800) 555-0147. Díganos qué derecho quiere ejercer. Para protegerle, verificamos su identidad comparándola con información que ya tenemos, como su número de teléfono y su dirección de servicio; para solicitudes sobre datos específicos, podemos pedirle más. Puede recurrir a un agente autorizado, que debe presentar su permiso firmado, y aun así podemos pedirle que verifique su identidad. Respondemos en un plazo de 45 días, y le avisamos si necesitamos hasta 45 días más.</p>
<h3>Shine the Light</h3>
<p>El Código Civil de California, § 1798.83, permite a los residentes de California preguntar qué información personal compartió una empresa con terceros para el marketing directo de esos terceros. No compartimos información personal con ese fin.</p>
<h2>Cambios a esta política</h2>
<p>Cuando cambiamos esta política, actualizamos la fecha en la parte superior de esta página. Si un cambio afecta de manera importante cómo usamos la información que ya tenemos, se lo informaremos a nuestros clientes por correo electrónico antes de que entre en vigor.</p>
<h2>Contáctenos</h2>
<p>Pacific Shield Security, 2150 W Sunset Blvd, Suite 210, Los Angeles, CA 90026. Teléfono (213) 555-0147. Correo electrónico <a href="mailto:privacy@pacificshield.example">privacy@pacificshield.example</a>.</p>`;

const termsOfService = `<p>Estos términos rigen el uso de este sitio web y de las cotizaciones, evaluaciones en sitio e información que le damos a través de él. Los trabajos de instalación, servicio y monitoreo se realizan bajo un contrato escrito aparte, que usted firma antes de que empiece el trabajo; si ese contrato y estos términos difieren, el contrato rige el trabajo que cubre. Al usar este sitio web, usted acepta estos términos.</p>
<h2>Quiénes somos</h2>
<p>Pacific Shield Security es un contratista de California con licencia de la Contractors State License Board #1098765 (clasificaciones C-7, sistemas de bajo voltaje, y C-10, electricidad) y un operador de empresa de alarmas con licencia del Bureau of Security and Investigative Services, licencia ACO #7654. La ley exige que los contratistas tengan licencia y estén regulados por la Contractors State License Board; puede verificar nuestra licencia en cslb.ca.gov o llamando al 800-321-CSLB (2752).</p>
<h2>Uso de este sitio web</h2>
<p>Puede usar este sitio web para conocer nuestros servicios, pedir cotizaciones, agendar evaluaciones en sitio y comunicarse con nosotros. Le pedimos que no envíe la información de otra persona sin su permiso, que no intente interrumpir el sitio ni buscarle vulnerabilidades, y que no use herramientas automatizadas para enviar solicitudes o copiar su contenido.</p>
<h2>Precios, estimados y cotizaciones</h2>
<ul>
<li>Los precios de este sitio web (precios “desde”, precios de paquetes y tarifas mensuales) son precios iniciales para propiedades típicas. No son ofertas, y pueden cambiar sin previo aviso.</li>
<li>Un estimado en línea es un rango basado en sus respuestas. Solo se convierte en un precio después de una evaluación en sitio, en una cotización por escrito.</li>
<li>Las cotizaciones por escrito son detalladas y válidas por 30 días. Los trabajos fuera del alcance cotizado, como zanjas, plataformas elevadoras, tubería sobre exteriores con acabado o reparaciones del cableado existente, se cotizan y se aprueban por escrito antes de realizarse.</li>
<li>Al equipo se le suma el impuesto sobre las ventas cuando corresponde. Las licencias de software en la nube y el monitoreo se facturan según lo indicado en su contrato.</li>
</ul>
<h2>Evaluaciones en sitio</h2>
<p>Las evaluaciones en sitio son gratuitas y sin compromiso. Asegúrese de que esté presente una persona mayor de 18 años con autoridad sobre la propiedad, y de que podamos llegar a las áreas que quiere cubrir. Podemos tomar fotos de los puntos de montaje y de los cuartos de equipo para preparar su cotización; estas fotos se usan solo para su proyecto.</p>
<h2>Contratos de instalación</h2>
<p>Cada instalación está cubierta por un contrato escrito que incluye el alcance, el precio, el calendario de pagos, las fechas de inicio y de terminación, y los avisos que exige la ley de California. En los trabajos en una vivienda, el anticipo está limitado según lo exige la ley (nunca más de $1,000 o del 10% del precio del contrato, lo que sea menor), y si firma en su casa tiene derecho a cancelar dentro de un plazo de tres días hábiles, como se explica en el aviso que recibe. Obtenemos los permisos cuando el trabajo los requiere.</p>
<h2>Sus responsabilidades</h2>
<ul>
<li><strong>Uso conforme a la ley.</strong> Usted decide hacia dónde miran sus cámaras y quién puede ver el video. Use su sistema conforme a la ley: apunte las cámaras a su propia propiedad, respete la privacidad de sus vecinos y no grabe conversaciones privadas sin el consentimiento de todos. Si usted es arrendador, empleador o asociación, dé los avisos que exige la ley.</li>
<li><strong>Acceso y servicios.</strong> Dé acceso a la propiedad, y la electricidad y el servicio de internet que necesita el sistema.</li>
<li><strong>Contraseñas.</strong> Mantenga sus contraseñas en privado y cámbielas cuando alguien deje de formar parte de su hogar o de su personal. No somos responsables del acceso de personas a las que usted les dio credenciales.</li>
<li><strong>Permisos y falsas alarmas.</strong> Mantenga vigente el permiso de alarma que exija su ciudad, y avísenos cuando cambien sus contactos o sus contraseñas. Los cargos por falsas alarmas son responsabilidad del titular del permiso.</li>
</ul>
<h2>Garantía</h2>
<p>Garantizamos nuestra mano de obra por el plazo indicado en su contrato (de uno a tres años, según el paquete). El equipo tiene la garantía de su fabricante, y le ayudamos a hacerla válida. La garantía no cubre daños por accidentes, mal uso, sobretensiones eléctricas, condiciones climáticas que superen las especificaciones del equipo, ni cambios hechos por terceros.</p>
<h2>Servicios de monitoreo</h2>
<p>El monitoreo reduce el riesgo; no evita todos los delitos ni garantiza una respuesta. La rapidez con que respondan la policía, los bomberos u otros servicios de emergencia está fuera de nuestro control. El monitoreo depende de la electricidad, del servicio de internet o celular y de que el equipo de su sitio funcione, y se presta bajo un contrato de monitoreo aparte que describe con más detalle el servicio, sus límites y nuestra responsabilidad.</p>
<h2>Información en este sitio web</h2>
<p>Los artículos, guías y respuestas de este sitio web son información general, no asesoría legal ni un diseño para su propiedad. Las leyes sobre grabación y vigilancia varían según el lugar y la situación; consúltenos a nosotros o a un abogado sobre su caso. Las descripciones de proyectos y los planos muestran trabajos terminados de forma simplificada y no están a escala.</p>
<h2>Propiedad intelectual</h2>
<p>Los textos, las ilustraciones, los planos y el diseño de este sitio web pertenecen a Pacific Shield Security o a sus licenciantes. Puede compartir enlaces e imprimir páginas para su uso personal, pero no puede copiarlos ni volver a publicarlos sin nuestro permiso. Los nombres de los fabricantes son marcas comerciales de sus dueños y se usan para describir el equipo que instalamos.</p>
<h2>Enlaces a otros sitios web</h2>
<p>Los enlaces a fabricantes, sitios de reseñas y redes sociales se ofrecen para su comodidad. No somos responsables de su contenido ni de sus prácticas de privacidad.</p>
<h2>Descargos y limitación de responsabilidad</h2>
<p>Este sitio web se ofrece “tal cual”. Trabajamos para que sea preciso y esté disponible, pero no prometemos que esté libre de errores o interrupciones. En la medida en que la ley lo permita, no somos responsables de daños indirectos o consecuentes derivados del uso de este sitio web. Nada en estos términos limita los derechos irrenunciables que usted tiene según la ley de California, incluidos sus derechos como consumidor.</p>
<h2>Controversias y ley aplicable</h2>
<p>Si algo sale mal, llámenos primero: la mayoría de los problemas se resuelven con una llamada o una visita. Estos términos se rigen por las leyes del estado de California. Cualquier controversia sobre este sitio web que no podamos resolver juntos se ventilará ante los tribunales del condado de Los Ángeles, a menos que su contrato escrito con nosotros disponga otra cosa.</p>
<h2>Cambios a estos términos</h2>
<p>Podemos actualizar estos términos de vez en cuando; la fecha en la parte superior de esta página indica la versión más reciente. Los cambios se aplican a su uso del sitio web después de publicarse, y nunca modifican un contrato que usted ya firmó.</p>
<h2>Contáctenos</h2>
<p>Pacific Shield Security, 2150 W Sunset Blvd, Suite 210, Los Angeles, CA 90026. Teléfono (213) 555-0147. Correo electrónico <a href="mailto:hello@pacificshield.example">hello@pacificshield.example</a>.</p>`;

/** The legal pages in Spanish, written for Los Angeles readers. */
export const contentsEs: DemoTranslations = {
  'Privacy Policy': {
    title: 'Política de privacidad',
    body: privacyPolicy,
    seoTitle: 'Política de privacidad | Pacific Shield Security',
    seoDescription:
      'Cómo Pacific Shield Security recopila, usa y protege sus datos personales y el video de sus cámaras, con nuestro aviso de privacidad de California (CCPA/CPRA).',
  },
  'Terms of Service': {
    title: 'Términos del servicio',
    body: termsOfService,
    seoTitle: 'Términos del servicio | Pacific Shield Security',
    seoDescription:
      'Términos de uso del sitio de Pacific Shield Security: cotizaciones y estimados, evaluaciones en sitio, contratos de instalación, garantías y monitoreo.',
  },
};
