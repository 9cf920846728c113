import type { LegalTexts } from '../pages.ts'

export const texts: LegalTexts = {
  terms: {
    title: 'Términos y condiciones',
    description:
      'Los términos y condiciones de {brand}: quién puede usar el servicio, cómo funcionan los créditos y el premium, tus derechos y los nuestros.',
    sections: [
      {
        heading: '1. Quiénes somos y a qué se aplican estos términos',
        paragraphs: [
          '{brand} ({domain}) es un servicio de {company}, {address}, {city}, {country}, inscrita en la Cámara de Comercio neerlandesa con el número {kvk} (IVA {vat}). Estos términos se aplican a cada visita y a cada uso de {brand}, gratuito o de pago, desde que creas tu cuenta.',
          'Al registrarte aceptas estos términos y nuestra política de privacidad. Si no estás de acuerdo, no uses el servicio.',
        ],
      },
      {
        heading: '2. Quién puede usar el servicio',
        paragraphs: [
          'Debes tener al menos 18 años y poder ver contenido para adultos donde vives. Puedes tener una sola cuenta, solo para ti, y debes dar datos veraces sobre ti.',
          'Podemos pedirte que confirmes tu edad o identidad. Hasta que lo hagas, podemos limitar tu cuenta.',
        ],
      },
      {
        heading: '3. Perfiles ficticios',
        paragraphs: [
          'Algunos perfiles de {brand} son ficticios. Los escribe y gestiona nuestro equipo como entretenimiento y están marcados como tales. No puedes conocer en persona a quienes están detrás de ellos, y a través de ellos no se ofrece ni se promete ningún encuentro real.',
        ],
      },
      {
        heading: '4. Créditos y membresía premium',
        paragraphs: [
          'Enviar mensajes, fotos y regalos cuesta créditos. El precio de cada acción y de cada paquete de créditos se muestra antes del pago. Los créditos se compran con pagos únicos: no hay suscripción y nada se renueva automáticamente.',
          'Al comprar cualquier paquete de créditos te conviertes en miembro premium, con las funciones descritas en la página premium. Los créditos no caducan mientras exista tu cuenta, no tienen valor monetario y no son transferibles.',
          'Puedes devolver los créditos no utilizados en los {refundDays} días siguientes a la compra, como explica nuestra política de devoluciones.',
        ],
      },
      {
        heading: '5. Normas de conducta',
        paragraphs: [
          'No acoses, amenaces ni engañes a otros miembros; no publiques contenido ilegal, que muestre a menores, que vulnere derechos ajenos o publicitario; no pidas ni ofrezcas dinero ni servicios de pago; no recopiles datos de otros miembros ni uses herramientas automatizadas.',
          'Podemos retirar contenido y restringir o cerrar cuentas que incumplan estas normas o la ley. Te explicamos el motivo y cómo recurrir, salvo que la ley lo prohíba. La página sobre el bloqueo de acceso explica el procedimiento.',
        ],
      },
      {
        heading: '6. Tu contenido',
        paragraphs: [
          'Conservas los derechos sobre los textos y fotos que subes. Nos permites guardarlos, mostrarlos y adaptarlos (por ejemplo, reducir su tamaño) mientras formen parte de tu perfil, solo para prestar el servicio.',
        ],
      },
      {
        heading: '7. Responsabilidad',
        paragraphs: [
          'Hacemos lo posible para que {brand} esté disponible y sea seguro, pero no podemos garantizar un servicio ininterrumpido. No respondemos de lo que digan o hagan otros miembros, salvo cuando la ley nos haga responsables. Por negligencia leve, nuestra responsabilidad se limita a lo que nos pagaste en los doce meses anteriores al daño; esto no limita la responsabilidad por dolo, negligencia grave o daños a la vida, la integridad física o la salud.',
        ],
      },
      {
        heading: '8. Fin del contrato',
        paragraphs: [
          'Puedes eliminar tu cuenta en cualquier momento desde tus ajustes. Nosotros podemos resolver el contrato con un preaviso de dos semanas, o de inmediato ante un incumplimiento grave de estos términos.',
        ],
      },
      {
        heading: '9. Cambios, ley aplicable y litigios',
        paragraphs: [
          'Esta versión se aplica desde el {termsDate}. Anunciamos los cambios con al menos 30 días de antelación; si no estás de acuerdo, puedes eliminar tu cuenta antes.',
          'Se aplica la ley neerlandesa, sin que pierdas la protección de la ley del país donde vives. Las reclamaciones se envían a {email}.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Política de privacidad',
    description:
      'Cómo trata {company} tus datos personales en {brand}: qué recogemos, por qué, cuánto tiempo y tus derechos según el RGPD.',
    sections: [
      {
        heading: 'Responsable del tratamiento',
        paragraphs: [
          '{company}, {address}, {city}, {country} (Cámara de Comercio {kvk}) es responsable del tratamiento de los datos personales en {brand}. Puedes contactarnos en {email} o en el {phone}.',
        ],
      },
      {
        heading: 'Qué tratamos y por qué',
        paragraphs: [
          'Datos de la cuenta (correo electrónico, nombre de usuario, hash de la contraseña, fecha de nacimiento, género y a quién buscas), para prestarte la cuenta en ejecución de nuestro contrato (art. 6.1.b RGPD).',
          'Contenido del perfil, fotos, likes y mensajes, para prestar el servicio de citas y chat. Los datos sobre tu vida sexual u orientación que introduces tú se tratan con tu consentimiento explícito (art. 9.2.a RGPD), que retiras borrándolos.',
          'Datos de pago (paquete, importe, método y estado del pago, nunca el número completo de tu tarjeta), para cumplir el contrato y nuestras obligaciones contables (art. 6.1.b y c RGPD).',
          'Datos técnicos (dirección IP, navegador, páginas visitadas, la campaña por la que llegaste), para mantener el servicio seguro y liquidar con nuestros socios (interés legítimo, art. 6.1.f RGPD).',
        ],
      },
      {
        heading: 'Quién recibe tus datos',
        paragraphs: [
          'Nuestros proveedores de alojamiento, correo y pagos tratan datos por encargo nuestro con un contrato de encargado del tratamiento. Los demás miembros solo ven lo que pones en tu perfil. Nunca vendemos tus datos. Si un proveedor está fuera del EEE, aplicamos las cláusulas contractuales tipo de la Comisión Europea.',
        ],
      },
      {
        heading: 'Cuánto tiempo los conservamos',
        paragraphs: [
          'Los datos de cuenta y perfil se conservan mientras exista tu cuenta. Tras eliminarla los guardamos 14 días para que puedas reactivarla y después los borramos. Los registros de pago se conservan siete años por obligación fiscal.',
        ],
      },
      {
        heading: 'Tus derechos',
        paragraphs: [
          'Tienes derecho de acceso, rectificación, supresión, limitación, oposición y portabilidad: en tus ajustes puedes descargar todo lo que guardamos sobre ti. Para cualquier otra cosa escribe a {email}. Puedes reclamar ante una autoridad de protección de datos, en España la AEPD.',
        ],
      },
      {
        heading: 'Otros datos que tratamos',
        paragraphs: [
          'Ubicación: si lo permites, la posición de tu navegador se usa una vez para proponer tu región; solo guardamos la región que eliges, no las coordenadas. Tus ajustes de ubicación deciden lo que ven otros miembros.',
          'Domiciliación: para una domiciliación SEPA guardamos el titular de la cuenta, el IBAN, la dirección postal y el teléfono al que se envió el código de confirmación, para el mandato y durante el tiempo que exijan la normativa de pagos y la fiscal.',
          'Denuncias: cuando denuncias un contenido guardamos tu nombre y correo (si los indicas), lo denunciado y nuestra decisión, para tramitar la denuncia y comunicarte el resultado.',
          'Notificaciones push: cuando las activas guardamos la dirección push y las claves de tu navegador hasta que las desactives o cierres sesión en ese dispositivo.',
          'Moderación: cuando restringimos un contenido o una cuenta guardamos el contenido afectado y la motivación mientras sea posible reclamar y seis meses después; luego los borramos.',
          'Perfiles ficticios: los mensajes que envías a un perfil ficticio los leen y responden las personas de nuestro equipo que gestionan esos perfiles, sujetas a confidencialidad.',
        ],
      },
      {
        heading: 'Contacto de protección de datos',
        paragraphs: [
          'Nuestro contacto de protección de datos: {company}, a la atención de Protección de datos, {address}, {city}, {country}; correo a {email} con el asunto «Privacidad».',
        ],
      },
    ],
  },
  cookies: {
    title: 'Política de cookies',
    description: 'Qué cookies usa {brand}, para qué y durante cuánto tiempo.',
    sections: [
      {
        heading: 'Qué son las cookies',
        paragraphs: [
          'Las cookies son pequeños archivos de texto que tu navegador guarda para un sitio web. {brand} solo usa las cookies necesarias para funcionar; no usamos cookies publicitarias ni de seguimiento de terceros.',
        ],
      },
      {
        heading: 'Tus opciones',
        paragraphs: [
          'Puedes borrar las cookies en cualquier momento desde los ajustes de tu navegador. Sin la cookie de sesión no puedes mantener la sesión iniciada. Preguntas: {email}.',
          'La cookie de socio (tracking) solo se guarda con tu consentimiento; puedes darlo o retirarlo en cualquier momento en «Configuración de cookies», al pie de cada página.',
        ],
      },
    ],
  },
  ban: {
    title: 'Bloqueo de acceso',
    description:
      'Cuándo {brand} restringe o bloquea una cuenta, cómo te lo comunicamos y cómo recurrir.',
    sections: [
      {
        heading: 'Cuándo restringimos una cuenta',
        paragraphs: [
          'Retiramos contenido o restringimos, suspendemos o cerramos una cuenta cuando incumple nuestros términos o la ley: por ejemplo, si un miembro es menor de 18 años, acosa a otros, pide dinero, publica contenido ilegal o usa varias cuentas. Decidimos tras la denuncia de un miembro o visitante, o tras nuestras propias comprobaciones.',
        ],
      },
      {
        heading: 'Exposición de motivos',
        paragraphs: [
          'Cuando restringimos tu contenido o tu cuenta, te enviamos por correo una exposición de motivos: qué hicimos, en qué hechos se basa, qué norma o ley se incumple, si intervino una herramienta automatizada y cómo puedes impugnarlo. Así lo exige el artículo 17 del Reglamento de Servicios Digitales de la UE.',
        ],
      },
      {
        heading: 'Cómo recurrir',
        paragraphs: [
          'El correo contiene un enlace a nuestro formulario de recurso. Una persona que no participó en la primera decisión revisa tu recurso y te responde. También puedes acudir a un órgano certificado de resolución extrajudicial de litigios o a los tribunales.',
        ],
      },
      {
        heading: 'Créditos tras un bloqueo',
        paragraphs: [
          'Si cerramos tu cuenta por un incumplimiento grave, te reembolsamos en 14 días los créditos comprados y no usados, al precio que pagaste por ellos. Solo no se reembolsan los créditos obtenidos mediante fraude o devolución de cargo. Si el bloqueo resulta ser un error, restauramos tu cuenta y tus créditos.',
        ],
      },
    ],
  },
  faq: {
    title: 'Preguntas frecuentes',
    description:
      'Respuestas a las preguntas más habituales sobre {brand}: cuenta, créditos, premium, privacidad y seguridad.',
    sections: [
      {
        heading: '¿Es gratis registrarse?',
        paragraphs: [
          'Sí. Crear una cuenta, ver perfiles y dar like a miembros es gratis. Enviar mensajes, fotos y regalos cuesta créditos.',
        ],
      },
      {
        heading: '¿Qué me aporta el premium?',
        paragraphs: [
          'Al comprar cualquier paquete de créditos te conviertes en miembro premium: ves todas las fotos nítidas y puedes subir hasta 25 fotos en lugar de 3.',
        ],
      },
      {
        heading: '¿Todos los perfiles son personas reales?',
        paragraphs: [
          'No. Algunos perfiles son ficticios y están marcados; son de entretenimiento y no puedes conocerlos en persona.',
        ],
      },
      {
        heading: '¿Se renueva mi suscripción automáticamente?',
        paragraphs: ['No hay suscripción. Cada paquete de créditos es un pago único.'],
      },
      {
        heading: '¿Cómo recupero el dinero de créditos no usados?',
        paragraphs: [
          'En los {refundDays} días siguientes a la compra, elige «Desistir del contrato aquí» al pie de la página o en el menú de tu cuenta y confirma; nuestra información sobre el desistimiento explica los detalles.',
        ],
      },
      {
        heading: '¿Cómo elimino mi cuenta?',
        paragraphs: [
          'En tus ajustes, elige «Eliminar cuenta». Puedes recuperarla durante 14 días; después se borra todo.',
        ],
      },
      {
        heading: 'Alguien me molesta. ¿Qué puedo hacer?',
        paragraphs: [
          'Bloquea al miembro desde su perfil y denúncialo. Cualquier persona, incluso sin cuenta, puede denunciar contenido con nuestro formulario de reclamaciones.',
        ],
      },
    ],
  },
  'return-policy': {
    title: 'Derecho de desistimiento',
    description:
      'Cómo devolver en {refundDays} días los créditos no usados comprados en {brand}, y tu derecho de desistimiento.',
    sections: [
      {
        heading: 'Devolución de créditos no usados',
        paragraphs: [
          'Puedes devolver los créditos que no hayas usado en los {refundDays} días siguientes a su compra. Reembolsamos el precio de los créditos no usados en el método de pago que utilizaste, en los 14 días siguientes a tu solicitud. Los créditos regalados al registrarte o en una promoción no se reembolsan.',
        ],
      },
      {
        heading: 'Derecho de desistimiento',
        paragraphs: [
          'Como consumidor en la UE tienes 14 días para desistir de una compra. Al usar créditos nos pides que prestemos el servicio de inmediato; para los créditos usados, tu derecho de desistimiento termina con ese uso.',
        ],
      },
      {
        heading: 'Cómo solicitarlo',
        paragraphs: [
          'Mientras puedas desistir, el enlace «Desistir del contrato aquí» está al pie de cada página y en el menú de tu cuenta; abre la compra en tu página de pagos. Elige «Desistir del contrato aquí» y después «Confirmar el desistimiento». Te lo confirmamos al momento por correo, con la fecha y hora de recepción, el número de factura y el importe que reembolsamos. Si no puedes iniciar sesión, envía el formulario de abajo o cualquier otra declaración clara a {email}.',
          '{company}, {address}, {city}, {country}.',
        ],
      },
      {
        heading: 'Modelo de formulario de desistimiento',
        paragraphs: [
          '(Solo debe cumplimentar y enviar el presente formulario si desea desistir del contrato.)',
          'A la atención de {company}, {address}, {city}, {country}, {email}:',
          'Por la presente le comunico/comunicamos (*) que desisto de mi/desistimos de nuestro (*) contrato de prestación del siguiente servicio (*): créditos en {brand}, factura n.º …',
          'Pedido el/recibido el (*) …',
          'Nombre del consumidor o de los consumidores …',
          'Domicilio del consumidor o de los consumidores …',
          'Firma del consumidor o de los consumidores (solo si el presente formulario se presenta en papel) …',
          'Fecha …',
          '(*) Táchese lo que no proceda.',
        ],
      },
    ],
  },
  service: {
    title: 'Atención al cliente',
    description:
      'Contacta con la atención al cliente de {brand}: correo, teléfono y dirección postal.',
    sections: [
      {
        heading: 'Contacto',
        paragraphs: [
          'Correo: {email}. Respondemos en un día laborable.',
          'Teléfono: {phone}, de lunes a viernes, de 9:00 a 17:00 (CET).',
          'Correo postal: {company}, {address}, {city}, {country}.',
        ],
      },
      {
        heading: 'Antes de escribir',
        paragraphs: [
          'Escríbenos desde el correo de tu cuenta e indica tu nombre de usuario para que encontremos tu cuenta rápido. Nunca nos envíes tu contraseña.',
        ],
      },
      {
        heading: 'Denunciar contenido',
        paragraphs: [
          'Para denunciar un perfil, una foto o un mensaje, usa el formulario de reclamaciones: llega directamente a nuestros moderadores y recibes una confirmación por correo.',
        ],
      },
    ],
  },
  imprint: {
    title: 'Aviso legal',
    description: 'Datos de {company}, titular de {brand}.',
    sections: [
      {
        heading: 'Titular',
        paragraphs: [
          '{company}, {address}, {city}, {country}.',
          'Número de la Cámara de Comercio (KvK): {kvk}. Números de IVA: {vat}.',
          'Nombres comerciales: {tradenames}.',
          'Administración: {director}.',
        ],
      },
      {
        heading: 'Contacto',
        paragraphs: ['Correo: {email}. Teléfono: {phone}.'],
      },
    ],
  },
}
