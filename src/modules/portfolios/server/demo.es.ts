import type { DemoTranslations } from '@/server/demo/markers';

/** The site plan's closing line of a project's description, as the English demo adds it. */
const sitePlanNote = (cameras: number) =>
  `<p>El plano muestra dónde está montada cada una de las ${cameras} cámaras y el área que cubre.</p>`;

/** The completed projects in Spanish, written for Los Angeles readers. */
export const portfoliosEs: DemoTranslations = {
  'Hillside home in Silver Lake': {
    title: 'Casa en ladera en Silver Lake',
    description: `<p>Una casa de tres niveles en un terreno muy inclinado, con una entrada de autos larga desde la calle y una escalera peatonal que sube por la pendiente. A los dueños les habían forzado un carro en el portón de la entrada, y querían ver quién subía por la cuesta, de día y de noche, sin poner cámaras en cada pared.</p>
<p>Instalamos ocho cámaras 4K de Hanwha Vision y un timbre con video, con un grabador de 4 TB: una en el portón de la entrada mirando hacia la calle, una en el garaje mirando hacia abajo por la entrada, una al pie de la escalera, una sobre la terraza y la pendiente de abajo, y el resto en el nivel superior y en los pasillos laterales. Todo el cableado pasa por debajo del piso y por el techo del garaje; la cámara del portón se alimenta por una tubería bajo la entrada de autos.</p>${sitePlanNote(8)}`,
  },
  'Office tower lobby in Downtown LA': {
    title: 'Vestíbulo de una torre de oficinas en Downtown LA',
    description: `<p>Una torre de oficinas de los años ochenta, en un lote de esquina, reemplazó el sistema analógico y las llaves de metal de su vestíbulo, su plaza y su rampa de estacionamiento. El ingeniero del edificio necesitaba una sola plataforma para cámaras y puertas que el puesto de seguridad pudiera manejar desde una sola pantalla.</p>
<p>Instalamos 32 cámaras Avigilon en el vestíbulo, la zona de elevadores, la plaza, la rampa del estacionamiento y el callejón, y control de acceso Avigilon Alta en 14 puertas, incluidos el muelle de carga y la entrada para después de horas. Cada evento de puerta abre el video de esa puerta en el monitor del puesto de seguridad. El trabajo se hizo a lo largo de seis fines de semana para que el vestíbulo nunca tuviera que cerrar.</p>${sitePlanNote(32)}`,
  },
  'Distribution warehouse in Vernon': {
    title: 'Bodega de distribución en Vernon',
    description: `<p>Una bodega de distribución con ocho puertas de andén y un patio de maniobras cercado, donde de noche se robaban los convertidores catalíticos de los camiones estacionados y las tarimas del patio.</p>
<p>Instalamos 22 cámaras Axis: reconocimiento de placas en el portón de camiones, una cámara por cada par de puertas de andén, cámaras PTZ en postes en las esquinas del patio y cámaras fijas a lo largo de la cerca. El monitoreo remoto fuera de horario, con bocinas de disuasión, cubre el patio de 6 pm a 6 am y todo el fin de semana.</p>${sitePlanNote(22)}`,
  },
  '120-unit apartment community in Koreatown': {
    title: 'Complejo de 120 apartamentos en Koreatown',
    description: `<p>Un edificio de cinco pisos con patio central y un garaje con salida al callejón, donde los residentes reportaban robos de paquetes y carros forzados dentro del garaje.</p>
<p>Instalamos 40 cámaras Hanwha Vision en el portón del garaje, el garaje, el vestíbulo, el cuarto de correo, el patio y todos los pasillos, un panel de entrada ButterflyMX que llama al celular de los residentes, y acceso con llavero electrónico en las puertas del garaje y del vestíbulo. Antes de la instalación, los residentes recibieron un aviso por escrito con la ubicación de cada cámara.</p>${sitePlanNote(40)}`,
  },
  'Craftsman bungalow in Pasadena': {
    title: 'Bungalow estilo Craftsman en Pasadena',
    description: `<p>Un bungalow de los años veinte con un garaje independiente al fondo de una larga entrada de autos lateral. Los dueños querían ver los paquetes en el porche, la entrada de autos y la reja de la alberca, sin cables a la vista sobre el revestimiento original.</p>
<p>Instalamos seis cámaras UniFi Protect con un timbre con video y un sistema de alarma en la plataforma Alarm.com. Los cables pasan por el ático y por debajo del piso; la cámara del garaje se alimenta por una tubería enterrada a lo largo de la entrada de autos.</p>${sitePlanNote(6)}`,
  },
  'Storefronts on Ventura Boulevard': {
    title: 'Locales comerciales en Ventura Boulevard',
    description: `<p>Una hilera de cuatro tiendas en Ventura Boulevard con un estacionamiento compartido que da al callejón, donde al dueño le habían roto los vidrios dos veces en un año y no tenía video útil de ninguna de las dos noches.</p>
<p>Instalamos 12 cámaras Axis: una sobre cada fachada y cada puerta trasera, y cámaras en postes en el estacionamiento y en el área de los contenedores de basura. Cada inquilino ve la cámara de su propia fachada; el dueño ve las doce.</p>${sitePlanNote(12)}`,
  },
};
