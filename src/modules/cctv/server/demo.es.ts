import type { DemoTranslations } from '@/server/demo/markers';

/** The monitoring plans in Spanish, written for Los Angeles readers. */
export const monitoringPlansEs: DemoTranslations = {
  'Business After-Hours Monitoring': {
    title: 'Monitoreo fuera de horario para negocios',
    summary:
      'Agentes en vivo vigilan sus cámaras todas las noches y fines de semana, y llaman a la policía cuando verifican una intrusión.',
    body: '<p>Cuando sus cámaras ven a una persona o un vehículo fuera de horario, un agente capacitado revisa el video en vivo en cuestión de segundos. Los intrusos reales escuchan una voz por las bocinas del lugar que les dice que están siendo grabados y que ya se está llamando a la policía; la mayoría se va en ese mismo momento. Los delitos en curso verificados se reportan a la policía con una descripción, y a usted se le avisa.</p><p>Los animales, los árboles y los faros de los autos se filtran, así que nadie le va a llamar por un coyote.</p>',
    features: [
      'Agentes en vivo de 6 pm a 6 am',
      'Bocinas de disuasión',
      'Aviso a la policía',
      'Informe mensual',
    ],
  },
  'Construction Site Monitoring': {
    title: 'Monitoreo de obras de construcción',
    summary: 'Torres de cámaras solares con monitoreo 24/7 para obras sin electricidad ni internet.',
    body: '<p>Una torre montada en un remolque, con paneles solares, baterías, conexión celular y cámaras en lo alto del mástil, que se instala en su obra en una tarde y se mueve a medida que avanza el trabajo. Los agentes la vigilan las 24 horas, o desde que termina la jornada hasta que empieza la siguiente.</p><p>El cable de cobre, las herramientas y el equipo son lo primero que desaparece en las obras de LA; una torre con luces y bocinas de disuasión frena la mayoría de los intentos antes de que algo salga de la cerca.</p>',
    features: ['Energía solar', 'Conexión 4G', 'Monitoreo en vivo 24/7', 'Se mueve con su proyecto'],
  },
  'Home Alarm Monitoring': {
    title: 'Monitoreo de alarma para el hogar',
    summary: 'Monitoreo profesional de alarma 24/7 con verificación por video para su casa.',
    body: '<p>Su sistema de alarma reporta a una central de monitoreo certificada por UL que atiende las 24 horas. Cuando se activa un sensor, los operadores ven el video de sus cámaras, le llaman y, si la emergencia es real, envían a la policía o a los bomberos. Mes a mes, sin contratos largos.</p>',
    features: ['Central de monitoreo 24/7', 'Verificación por video', 'App para el celular'],
  },
};
