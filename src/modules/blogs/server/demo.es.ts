import type { DemoTranslations } from '@/server/demo/markers';

const howManyCameras = `<p>“¿Cuántas cámaras necesito?” es la primera pregunta que nos hacen casi todos los dueños de casa, casi siempre seguida de un número que le oyeron a un vecino o que vieron en una caja en Costco. La respuesta honesta es que la mayoría de las casas unifamiliares en Los Ángeles quedan bien cubiertas con cuatro a ocho cámaras, y que importa mucho más dónde van que cuántas son. Ocho cámaras vigilando paredes y techos no verán lo que dos cámaras bien colocadas sí habrían captado.</p>
<p>Así lo pensamos nosotros en una evaluación en sitio, y así lo puede pensar usted antes de llamar a nadie.</p>
<h2>Empiece por cómo llega la gente a su casa</h2>
<p>Los ladrones de casas, de paquetes y de carros no son creativos. Entran por los mismos lugares que usted: la puerta principal, la entrada de autos, el portón lateral, el garaje y la puerta trasera. La mayoría de los robos empiezan por una puerta, y después viene una ventana de la planta baja. Así que antes de contar cámaras, dé una vuelta por su propiedad y anote todas las formas en que una persona puede llegar de la calle a una puerta o a una ventana. Esa lista es su plan de cámaras.</p>
<p>Para una casa típica en terreno plano en Pasadena o Culver City, la lista se ve así: la puerta principal y el porche, la entrada de autos y el garaje, uno o dos portones laterales, y la puerta trasera o la puerta corrediza del patio. Son de cuatro a seis lugares, y por eso de cuatro a seis cámaras cubren la mayoría de las casas.</p>
<h2>La puerta principal: una cámara, a la altura de la cara</h2>
<p>La cámara de la puerta principal tiene un solo trabajo: una cara clara. Si la monta demasiado alto, lo que obtiene es la parte de arriba de una gorra. Un timbre con video a unos cuatro pies de altura lo hace bien, y además le sirve para atender la puerta desde su celular. Si le dejan los paquetes en el porche o en un escalón más abajo de la puerta, los cubre un timbre con un segundo lente que mira hacia abajo, o una cámara pequeña encima de la puerta, inclinada hacia abajo.</p>
<h2>La entrada de autos y la calle</h2>
<p>La cámara de la entrada de autos es la que capta los robos dentro de los carros y de convertidores catalíticos, y es la que más a menudo muestra la llegada de un vehículo. Debe ver toda la entrada y un pedazo de la calle, para que tenga el carro además de la persona. Aquí es donde el 4K vale lo que cuesta: una cámara 4K de ángulo amplio en el garaje puede cubrir una entrada para dos autos y aun así mostrar una cara en la banqueta.</p>
<p>Sea realista con las placas. Leer placas de noche en un carro en movimiento requiere una cámara dedicada, con un lente estrecho y el ángulo correcto. Si las placas le importan, por ejemplo en una entrada privada larga detrás de un portón, planee una cámara aparte para el portón.</p>
<h2>Patios laterales, portones y la parte de atrás de la casa</h2>
<p>Los portones laterales son la entrada silenciosa, fuera de la vista de la calle. Una cámara en cada patio lateral, mirando a lo largo del pasillo hacia el portón, cubre tanto el portón como a cualquiera que camine hacia el patio trasero. Los patios traseros con alberca, puerta trasera, garaje independiente o ADU suelen necesitar una o dos cámaras, apuntadas a lo largo de la casa para que vean puertas y ventanas y no el patio del vecino.</p>
<h2>Las casas en ladera necesitan otro plan</h2>
<p>En Silver Lake, Los Feliz, Mount Washington y los cañones, las casas suelen quedar por encima o por debajo de la calle, con una entrada de autos larga, una escalera peatonal y varios niveles. Los accesos son menos, pero más largos, y muchas veces la casa apenas se ve desde la calle, lo que la vuelve atractiva para alguien que quiere tiempo. En estos terrenos normalmente agregamos una cámara al pie de la entrada de autos o en el portón, una al pie de la escalera y una que cubra la terraza o la pendiente debajo de ella. Cuente con seis a diez cámaras en lugar de cuatro a seis, y prevea tubería bajo la entrada de autos y a través de los muros de contención.</p>
<h2>Guía rápida según el tipo de casa</h2>
<table>
<thead><tr><th>Casa</th><th>Cámaras que solemos recomendar</th></tr></thead>
<tbody>
<tr><td>Condominio o townhouse</td><td>1–3 (puerta, garaje o lugar de estacionamiento, patio)</td></tr>
<tr><td>Bungalow o casa de un piso</td><td>4–5</td></tr>
<tr><td>Casa de dos pisos con garaje para dos autos</td><td>6–8</td></tr>
<tr><td>Casa en ladera o terreno grande</td><td>8–12</td></tr>
<tr><td>Residencia con portón, casa de huéspedes y jardines</td><td>12–20</td></tr>
</tbody>
</table>
<h2>¿Y adentro de la casa?</h2>
<p>La mayoría de nuestros clientes no quiere cámaras dentro de su casa, y no las necesita para estar bien protegida. Un sistema de alarma con sensores de puerta, ventana y movimiento hace mejor el trabajo de adentro, sin grabar a su familia. Cuando alguien sí quiere una cámara interior, normalmente es una que apunta a la entrada principal desde adentro, o una en un garaje donde guarda cosas de valor, y la configuramos para que grabe solo cuando la alarma está activada.</p>
<h2>Adónde no apuntar una cámara</h2>
<p>Sus cámaras pueden ver lo que cualquiera vería desde la calle, pero apúntelas a su propia propiedad. Evite vistas hacia las ventanas o el patio de un vecino: configuramos máscaras de privacidad que tapan esas áreas en la grabación. Deje apagada la grabación de audio en exteriores, a menos que tenga una razón específica. La ley de California generalmente exige el consentimiento de todos antes de grabar una conversación privada, y un micrófono junto al portón lateral capta a sus vecinos con la misma facilidad que a un intruso.</p>
<h2>Resolución y visión nocturna, en pocas palabras</h2>
<p>Para la mayoría de los puntos alrededor de una casa, una cámara de 5 MP es más que suficiente; deje el 4K para la entrada de autos y cualquier vista larga. Más importante que la resolución es cómo se comporta la cámara de noche: busque cámaras que mantengan el color con poca luz o que tengan un infrarrojo potente, y asegúrese de que la luz del porche o una luz con sensor de movimiento no le dé directo al lente. Una cámara que mira hacia los faros de los autos o hacia el sol de la tarde necesita un buen rango dinámico amplio, y esa es una de las razones por las que elegimos el modelo según la posición en vez de comprar ocho iguales.</p>
<h2>En resumen</h2>
<p>Cuente sus accesos, no sus paredes. Ponga una cámara en cada puerta, una en la entrada de autos, una en cada patio lateral y una o dos atrás, y luego ajuste si hay una ladera, una entrada larga o una construcción independiente. Si el total pasa de ocho en un terreno normal de ciudad, probablemente alguna está vigilando una pared.</p>
<p>Si quiere una segunda opinión, nuestra evaluación en sitio es gratuita. Recorremos la propiedad con usted, marcamos en un plano cada cámara y lo que ve, y le damos una cotización por escrito que puede comparar con la de cualquier otra empresa.</p>`;

const wiredVsWireless = `<p>Las cámaras inalámbricas están por todas partes, y con razón: puede comprar una hoy y tenerla en la pared esta misma noche. Por eso a mucha gente le sorprende que recomendemos cámaras cableadas para casi todas las casas y negocios donde trabajamos. No es porque instalar cableado nos deje más ganancia. Es por la forma en que fallan las cámaras en el sur de California, y por el momento en que fallan.</p>
<h2>Qué significa realmente “inalámbrica”</h2>
<p>La mayoría de las cámaras que se venden como inalámbricas lo son de una de dos maneras. Las cámaras Wi-Fi envían el video por Wi-Fi, pero igual necesitan un cable de corriente conectado a un enchufe. Las cámaras de batería no necesitan ningún cable; pasan la mayor parte del tiempo dormidas y se despiertan cuando detectan movimiento. Las cámaras cableadas, en los sistemas que instalamos, usan Power over Ethernet (PoE): un solo cable de red lleva la corriente y el video hasta un grabador en su casa u oficina, hasta unos 300 pies por tramo.</p>
<p>Cada diseño tiene sus pros y sus contras. La pregunta es con cuáles puede vivir la noche en que pase algo.</p>
<h2>Estuco, malla metálica y Wi-Fi</h2>
<p>Una gran parte de las casas y de los pequeños edificios comerciales de LA tienen acabado de estuco sobre malla metálica, una capa de tela de alambre bajo el estuco. Resulta ser un escudo sorprendentemente bueno contra las señales de radio. Un router en la sala que llega a todos los rincones de adentro puede apenas alcanzar una cámara en la pared exterior del garaje. Súmele las redes de los vecinos en un barrio denso como Koreatown o Silver Lake, y las cámaras Wi-Fi de exterior se desconectan, se traban o bajan de resolución justo cuando están grabando algo.</p>
<p>A una cámara cableada no le importan las paredes. Su conexión es la misma a las 3 am que al mediodía.</p>
<h2>Calor y baterías</h2>
<p>A las baterías de litio no les gusta el calor. Muchas cámaras de batería dejan de cargar, o cargan lentamente, cuando están demasiado calientes, y una cámara a pleno sol de la tarde en el Valle o en el Inland Empire en agosto se calienta mucho más que el aire. Además, las baterías envejecen más rápido con el calor, así que los seis meses entre cargas que promete la caja se vuelven dos, y luego uno.</p>
<p>Las cámaras de batería ahorran energía durmiendo, lo que significa que no graban hasta que algo las despierta. Los primeros segundos de un evento, que muchas veces son los que muestran una cara, se pueden perder mientras la cámara se despierta.</p>
<h2>Viento, polvo y neblina marina</h2>
<p>Los vientos de Santa Ana sacuden todo. Una cámara en un soporte delgado o un panel solar en un poste va a vibrar, y las cámaras que se activan con el movimiento empiezan a grabar cada ráfaga. El polvo cubre los lentes; cerca de la costa, el aire salado y la neblina marina los empañan. Nada de esto es exclusivo de las cámaras cableadas o de las inalámbricas, pero los sistemas cableados lo hacen más fácil de manejar: usted ve todas las cámaras en una sola pantalla, recibe un aviso cuando una se apaga, y un técnico puede atenderla sin tener que recargar nada primero.</p>
<h2>Cortes de luz</h2>
<p>En las zonas de alto riesgo de incendio que atiende Southern California Edison, la luz se puede cortar por un día o más durante los vientos de Santa Ana, y los apagones comunes pasan en todas partes. Los sistemas cableados los aguantan bien: una batería de respaldo para el grabador y el switch de red mantiene todas las cámaras grabando por una hora o más, porque las cámaras toman la corriente del mismo lugar. Las cámaras Wi-Fi conectadas a enchufes por toda la casa se van apagando una por una, y hasta las cámaras de batería no sirven de nada si el router con el que se comunican está apagado.</p>
<h2>Adónde va el video</h2>
<p>Con un sistema PoE, el video se graba de forma continua en un grabador dentro de su edificio. Si se cae el internet, la grabación continúa, y no hay cuota mensual para conservar sus propios videos. La mayoría de las cámaras inalámbricas de consumo guardan los clips en la nube del fabricante, lo que normalmente significa una suscripción por cámara y ninguna grabación mientras no hay internet.</p>
<h2>Cuándo lo inalámbrico es la mejor opción</h2>
<p>Sí instalamos cámaras inalámbricas, donde tienen sentido:</p>
<ul>
<li><strong>Inquilinos</strong> que no pueden pasar cables y quieren cámaras que puedan llevarse.</li>
<li><strong>Construcciones independientes</strong>, como un garaje, una ADU o un granero, donde hacer zanjas sale caro; un enlace inalámbrico punto a punto puede llevar la red de una cámara cableada de un lado al otro del patio.</li>
<li><strong>Cobertura temporal</strong> durante una remodelación o un evento.</li>
<li><strong>Una vista extra</strong> en un sistema existente, cuando un solo tendido de cable costaría más que la cámara.</li>
</ul>
<h2>Lo que cuesta de verdad lo cableado</h2>
<p>La objeción a las cámaras cableadas es la instalación: agujeros, cable y mano de obra. En la mayoría de las casas de LA, el cable pasa por el ático, por debajo del piso o por el techo del garaje y sale justo detrás de la cámara, así que no se ve nada. En casas sobre losa o con paredes terminadas sin acceso, usamos tubería delgada pintada del mismo color. Un sistema PoE de cuatro cámaras instalado profesionalmente empieza alrededor de $1,500, lo que es comparable con un buen juego de cámaras inalámbricas más algunos años de suscripciones en la nube.</p>
<h2>Nuestra recomendación</h2>
<p>Para una casa o un negocio propio, elija cámaras PoE cableadas que graben en un grabador local con batería de respaldo, y use lo inalámbrico solo para cubrir un hueco adonde no llega un cable. Elija marcas que cumplan con la NDAA, mantenga al día el firmware del grabador y, si es un negocio, ponga el sistema en su propia red o VLAN. Gastará un poco más el primer día, y mucho menos tiempo preguntándose si la cámara de verdad estaba grabando.</p>`;

const constructionMonitoring = `<p>Las obras de construcción están entre las propiedades más atacadas del condado de Los Ángeles, y es fácil ver por qué. Están abiertas, quedan a oscuras cuando se van las cuadrillas, están llenas de herramientas y materiales, y muchas veces se encuentran en barrios donde nadie vigila de noche. Desaparecen el cable de cobre, los convertidores catalíticos de la maquinaria, los generadores, la madera y los electrodomésticos que esperan ser instalados. Una sola noche le puede costar a un contratista decenas de miles de dólares, y muchas veces el retraso cuesta más que el robo.</p>
<p>Las cercas y los letreros ayudan, y las cámaras que graban le sirven para presentar una denuncia. El monitoreo remoto en vivo es lo que detiene el robo antes de que ocurra.</p>
<h2>Por qué el video grabado no basta</h2>
<p>Una grabación le cuenta el lunes por la mañana lo que pasó el sábado por la noche. Aun con un video claro, es raro recuperar los materiales robados, y el calendario se atrasa de todos modos mientras vuelve a hacer el pedido. Las alertas de movimiento al celular del superintendente no son mucho mejores: la mayoría son por el viento, los animales o los faros de los autos, así que a la semana ya nadie les hace caso, y de todas formas nadie está despierto a las 2 am para verlas.</p>
<h2>Cómo funciona el monitoreo en vivo</h2>
<p>Con el monitoreo remoto por video, las cámaras de la obra detectan personas y vehículos con analítica de video ajustada para ignorar árboles, lonas y animales. Cuando se detecta algo fuera del horario de trabajo, el evento llega a nuestro centro de monitoreo, donde un agente revisa el video en vivo en cuestión de segundos.</p>
<ul>
<li><strong>Si es una intrusión real,</strong> el agente habla por una bocina en la obra: “Usted, el de la sudadera azul junto al generador, lo estamos grabando y ya estamos llamando a la policía”. La mayoría de las personas se van de inmediato.</li>
<li><strong>Si se quedan,</strong> el agente llama a la policía y reporta un delito en curso, con una descripción, mientras sigue observando. La llamada de alguien que está viendo a una persona en la obra en ese preciso momento se atiende con más urgencia que una alarma sin verificar.</li>
<li><strong>En cualquier caso,</strong> se avisa a sus contactos con el video, en el orden que usted eligió.</li>
<li><strong>Si es un coyote,</strong> el evento se cierra y nadie se despierta.</li>
</ul>
<h2>Torres de cámaras para obras sin electricidad</h2>
<p>La mayoría de las obras no tienen electricidad ni internet permanentes justo cuando el riesgo es mayor. Las torres de cámaras móviles resuelven esto: un remolque con un mástil, paneles solares, baterías, conexión celular, de dos a cuatro cámaras, luces y una bocina. La torre se deja en la obra y queda funcionando en una tarde, y se mueve a medida que avanza el trabajo. Para una construcción residencial típica de un solo lote en las colinas o un proyecto comercial pequeño, una torre cubre toda la obra. Las obras más grandes usan dos o tres, o torres combinadas con cámaras en postes de luz provisionales.</p>
<h2>Hacia dónde apuntar las cámaras</h2>
<ul>
<li>El portón de entrada y el camino que un vehículo tiene que tomar para llegar a los materiales</li>
<li>El contenedor o la caja de seguridad donde se guardan las herramientas</li>
<li>Las áreas de acopio de materiales: cable, madera, electrodomésticos</li>
<li>La maquinaria estacionada, blanco de robos de combustible y de convertidores catalíticos</li>
<li>La parte de la cerca que da a la calle o al callejón menos visible</li>
</ul>
<p>En una buena posición, el intruso queda entre la cámara y la luz. Agregamos luces con sensor de movimiento en las torres para que el video muestre las caras, y para que el intruso sepa que lo han visto.</p>
<h2>Lo que cuesta y lo que ahorra</h2>
<p>Las torres de cámaras monitoreadas suelen costar de unos $600 a $1,200 al mes, según el número de cámaras, las horas de monitoreo y la duración del proyecto. Compárelo con una sola noche de cable perdido, la renta del equipo parado mientras el calendario se atrasa y el deducible del seguro. Algunas aseguradoras de riesgo del constructor (builder’s risk) piden monitoreo en los proyectos de mayor valor, o lo toman en cuenta en la prima.</p>
<h2>Preguntas que debe hacerle a cualquier proveedor de monitoreo</h2>
<ul>
<li>¿Qué tan rápido revisa un agente un evento? Pida su promedio, no su mejor tiempo.</li>
<li>¿Los agentes ven video en vivo, o revisan clips después de los hechos?</li>
<li>¿Los agentes pueden hablarles a los intrusos en la obra, y llaman directamente a la policía?</li>
<li>¿Qué pasa cuando se cae la señal celular o falla la energía solar? ¿A quién se le avisa y qué tan rápido se arregla?</li>
<li>¿Se pueden cambiar las horas a medida que cambia el proyecto, por ejemplo a 24/7 durante un cierre por días festivos?</li>
<li>¿El contrato es mes a mes después de un plazo mínimo, y se puede llevar la torre a su siguiente obra?</li>
</ul>
<h2>Cómo empezar</h2>
<p>Antes de que llegue la torre, recorra la obra con el proveedor y acuerden la lista de llamadas, las horas de monitoreo y qué cuenta como intrusión (un trabajador que regresa por una herramienta olvidada no debería hacer que llegue la policía). La primera semana normalmente se dedica a ajustar la analítica y a confirmar que los agentes reconocen a su cuadrilla y sus vehículos. Después de eso, el mejor resultado es el más aburrido: noches sin nada que reportar.</p>
<p>Si va a empezar un proyecto en el condado de Los Ángeles, podemos evaluar la obra y tener una torre funcionando en pocos días.</p>`;

const buyingGuideDraft = `<p>Esquema de la guía anual: qué cambió este año en cámaras, grabadores y apps, y qué recomendamos ahora para casas, pequeños negocios y edificios de apartamentos.</p>
<h2>Temas a cubrir</h2>
<ul>
<li>Qué marcas que cumplen con la NDAA instalamos más, y por qué</li>
<li>Visión nocturna a color: dónde supera al infrarrojo y dónde no</li>
<li>Sistemas administrados en la nube frente a grabadores locales para oficinas pequeñas</li>
<li>Precios: cuánto cuesta instalado un sistema de cuatro, de ocho y de dieciséis cámaras</li>
</ul>`;

/** The blog posts in Spanish, written for Los Angeles readers. */
export const blogsEs: DemoTranslations = {
  'How many security cameras does a Los Angeles home need?': {
    title: '¿Cuántas cámaras de seguridad necesita una casa en Los Ángeles?',
    excerpt:
      'Cuente los accesos, no las paredes: una guía práctica para cubrir puertas, entradas de autos, portones laterales y terrenos en ladera sin gastar de más.',
    body: howManyCameras,
    seoDescription:
      'Casi todas las casas de LA necesitan de 4 a 8 cámaras. Dónde ponerlas (puertas, entrada de autos, portones, laderas) y adónde no apuntarlas.',
  },
  'Wired vs. wireless cameras: what holds up in Southern California': {
    title: 'Cámaras cableadas o inalámbricas: qué aguanta mejor en el sur de California',
    excerpt:
      'Paredes de estuco, calor de verano, vientos de Santa Ana y cortes de luz: por qué seguimos recomendando Power over Ethernet para la mayoría de las propiedades.',
    body: wiredVsWireless,
    seoDescription:
      '¿Wi-Fi, batería o PoE? Cómo el estuco, el calor, el viento y los apagones del sur de California afectan a las cámaras, y cuándo conviene lo inalámbrico.',
  },
  'Remote video monitoring for construction sites': {
    title: 'Monitoreo remoto por video para obras de construcción',
    excerpt:
      'Cómo los agentes en vivo y las torres de cámaras solares detienen el robo de cobre y de equipo antes de que ocurra.',
    body: constructionMonitoring,
    seoDescription:
      'Cómo el monitoreo en vivo y las torres de cámaras solares protegen las obras de LA contra robos: cómo funciona, costos y qué preguntar al proveedor.',
  },
  'Security camera buying guide for 2027': {
    title: 'Guía de compra de cámaras de seguridad para 2027',
    excerpt: 'Qué cambió este año en cámaras, grabadores y apps, y qué recomendamos ahora.',
    body: buyingGuideDraft,
  },
};
