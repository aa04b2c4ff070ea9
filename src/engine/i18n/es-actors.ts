/** Spanish wording per actor type (i18n/overrides.ts); the company wording is in es.ts. */
import type { ActorOverrides, ActorVoice } from './overrides.js';

export const esActors: Partial<Record<ActorVoice, ActorOverrides>> = {
  /** Una cadena o un medio se simula como empresa (sus clientes son su audiencia) y se nombra por su audiencia. */
  broadcaster: {
    cohorts: {
      core_customers: 'Audiencia habitual',
      price_sensitive_customers: 'Audiencia con menos presupuesto',
      privacy_minded_customers: 'Audiencia preocupada por su privacidad',
      attached_customers: 'Audiencia más fiel',
      employees: 'Plantilla, periodistas y presentadores',
      partners: 'Productoras, anunciantes y socios',
      investors: 'Propietarios e inversores',
    },
    roles: { customer: 'espectador, oyente o lector', partner: 'productora o anunciante', investor: 'propietario o inversor' },
  },
  government: {
    cohorts: {
      core_customers: 'Vecinos más afectados',
      price_sensitive_customers: 'Vecinos con menos ingresos',
      privacy_minded_customers: 'Vecinos preocupados por su privacidad',
      attached_customers: 'Vecinos de toda la vida',
      employees: 'Personal público y sindicatos',
      partners: 'Comercios y asociaciones locales',
      investors: 'Patronales y financiadores',
    },
    roles: { customer: 'vecino', partner: 'comerciante local', investor: 'empresario o financiador' },
    failure_modes: {
      loss: {
        title: 'Oposición organizada de quienes pagan',
        description: 'Los vecinos que pagan más o pierden un servicio firman peticiones, llenan los plenos y convierten {change} en un tema electoral para {actor}.',
      },
      fairness: {
        title: 'Visto como afán recaudatorio',
        description: 'La gente ve {change} como una forma de {actor} de recaudar de quien menos puede protestar, no de cubrir una necesidad real; el «afán recaudatorio» se impone en el relato.',
      },
      privacy: {
        title: 'Miedo a la vigilancia',
        description: 'Los vecinos leen {change} como {actor} vigilándolos; asociaciones de libertades civiles y la prensa local lo recogen.',
      },
      betrayal: {
        title: 'Confianza rota',
        description: 'Los vecinos se sienten defraudados por {actor} en algo con lo que contaban; los opositores se organizan y piden una votación o la marcha atrás.',
      },
      status_quo: {
        title: 'Defensa de lo conocido',
        description: 'Quienes están apegados a cómo son las cosas se movilizan para mantenerlas; {actor} aparece imponiendo un cambio que nadie pidió.',
      },
    },
    quotes_oppose: {
      class_benefit_down: [
        'Era de lo poco que el ayuntamiento hacía bien.',
        'Pagamos por servicios como este. Quitarlos a escondidas no está bien.',
        'Menos para los vecinos y lo mismo de siempre en el recibo. {actor} debería pensárselo.',
      ],
      loss: [
        '{change} pega de lleno en la economía de mi casa. {actor} debería pensárselo.',
        'Ya pagamos bastante. ¿Y ahora {actor} quiere más?',
        'Me acordaré de {change} en las próximas elecciones.',
        'Las familias de aquí no pueden asumir {change}.',
      ],
      fairness: [
        '{actor} recauda a costa de quien menos puede pagar.',
        'Otra medida recaudatoria de {actor}. ¿A dónde va de verdad el dinero?',
        '¿Por qué tiene que pagar la gente normal las decisiones de {actor}?',
      ],
      privacy: ['No quiero que {actor} sepa a dónde voy.', 'Esto es vigilancia, lo llame como lo llame {actor}.', '¿Quién en {actor} ve estos datos, y durante cuánto tiempo?'],
      betrayal: ['{actor} no nos preguntó. Tanto hablar de escuchar a los vecinos.', 'Eso no es lo que nos dijo {actor}.', 'Primero deciden y luego preguntan. Muy de {actor}.'],
      status_quo: ['Funcionaba bien como estaba. Déjalo estar, {actor}.', 'Aquí nadie pidió {change}.'],
      none: ['No me gusta cómo lo está llevando {actor}.', 'No creo que {actor} lo haya pensado bien.', 'Esto le costará votos a {actor}.'],
    },
    counter_narratives: {
      loss: {
        narrative: '«{actor} nos saca más del bolsillo y nos da menos».',
        response: 'Muestre quién paga y cuánto, qué exenciones hay y qué reciben los vecinos a cambio.',
      },
      fairness: {
        narrative: '«{actor} exprime a la gente normal para tapar un agujero».',
        response: 'Publique a dónde va el dinero, con cifras, y comprométase a destinarlo solo a ese fin.',
      },
      privacy: {
        narrative: '«{actor} está montando un sistema de vigilancia».',
        response: 'Diga claramente qué se registra, quién lo ve, cuánto tiempo se guarda y qué no se recoge nunca.',
      },
      betrayal: {
        narrative: '«{actor} decidió sin escuchar a los vecinos».',
        response: 'Muestre la consulta, qué cambió gracias a ella y cuándo se revisará la decisión.',
      },
    },
    monitoring: {
      loss: {
        signal: 'Peticiones, quejas a los representantes y asistencia a los plenos',
        threshold: 'una petición de más de 5.000 firmas o un pleno lleno',
        window: 'las dos primeras semanas y la semana en que entra en vigor',
      },
      fairness: { signal: 'Parte de la prensa local y los mensajes que hablan de «afán recaudatorio» o «impuesto encubierto»', threshold: 'más del 10 % de las menciones', window: 'primeras 72 horas' },
      privacy: { signal: 'Asociaciones de libertades civiles y prensa local cuestionando los datos recogidos', threshold: 'cualquier queja formal o recurso', window: 'primer mes' },
      betrayal: { signal: 'Peticiones de votación, referéndum o marcha atrás por parte de cargos electos', threshold: 'cualquier cargo electo que lo pida', window: 'dos primeras semanas' },
    },
  },
  sports: {
    cohorts: {
      core_customers: 'Aficionados fieles y abonados',
      price_sensitive_customers: 'Aficionados sensibles al precio',
      privacy_minded_customers: 'Aficionados preocupados por su privacidad',
      attached_customers: 'Aficionados más fieles',
      employees: 'Jugadores y personal',
      partners: 'Patrocinadores y televisiones',
      investors: 'Propietarios e inversores',
    },
    roles: { customer: 'aficionado', partner: 'patrocinador o televisión', investor: 'propietario o inversor' },
    failure_modes: {
      loss: {
        title: 'La afición se aleja',
        description: 'Los aficionados que pagan más o pierden algo que valoran dejan de renovar, no van al estadio y organizan protestas en la grada.',
      },
      fairness: { title: 'Visto como aprovecharse de la fidelidad', description: 'La afición ve {change} como {actor} sacando partido de su fidelidad; la «avaricia» se convierte en el cántico y en la noticia.' },
      betrayal: {
        title: 'Traición a la afición fiel',
        description: 'Los aficionados de siempre sienten que {actor} les ha fallado; las peñas organizan protestas y piden la marcha atrás.',
      },
      status_quo: { title: 'Defensa de la tradición', description: 'Los aficionados apegados a sus tradiciones se movilizan para conservarlas; {actor} aparece vendiendo su historia.' },
    },
    quotes_oppose: {
      class_benefit_down: [
        'Era la mitad de la razón por la que renovaba el abono.',
        'Quitarle cosas a la afición a escondidas y esperar que nadie se dé cuenta.',
        'Menos por el mismo dinero. La afición se ha dado cuenta, {actor}.',
      ],
      loss: ['Renuevo cada año, pero con {change} puede que esta sea mi última temporada.', 'Están echando a la afición de siempre. {actor} debería avergonzarse.', 'Antes lo veo en el bar que pagar {change}.'],
      fairness: ['La afición no es una vaca lechera, {actor}.', '{actor} sabe que seguiremos viniendo, y por eso nos exprime.', 'Pagan los fieles, como siempre. Qué avaricia la de {actor}.'],
      betrayal: ['Estuvimos con {actor} en lo bueno y en lo malo, y así nos lo agradecen.', '{actor} no preguntó a la afición.'],
      status_quo: ['Aquí hay una historia. {actor} la está tirando por la borda.', 'No toquéis nuestras tradiciones, {actor}.'],
      none: ['No es lo que la afición quería de {actor}.', 'Me parece un error de {actor}.'],
    },
    counter_narratives: {
      loss: { narrative: '«{actor} echa a la afición que lo hizo grande».', response: 'Muestre qué sigue siendo asequible (descuentos, entradas más baratas) y a qué se destina el dinero.' },
      fairness: { narrative: '«{actor} hace caja con nuestra fidelidad».', response: 'Publique qué financia {change} y proteja lo que más importa a los aficionados de siempre.' },
      betrayal: { narrative: '«{actor} se ha olvidado de la afición».', response: 'Reúnase con las peñas antes del lanzamiento y muestre qué cambió gracias a ellas.' },
    },
    monitoring: {
      loss: {
        signal: 'Renovaciones, asientos vacíos y pancartas de protesta en los partidos',
        threshold: 'renovaciones por debajo del ritmo de la temporada pasada o una protesta en casa',
        window: 'el plazo de renovación y los próximos partidos en casa',
      },
      betrayal: { signal: 'Comunicados de peñas y asociaciones de aficionados', threshold: 'cualquier protesta organizada o llamada al boicot', window: 'dos primeras semanas' },
    },
  },
  nonprofit: {
    cohorts: {
      core_customers: 'Donantes y socios',
      price_sensitive_customers: 'Personas que dependen de sus servicios',
      privacy_minded_customers: 'Simpatizantes preocupados por su privacidad',
      attached_customers: 'Simpatizantes más comprometidos',
      employees: 'Personal y voluntariado',
      partners: 'Organizaciones aliadas',
      investors: 'Financiadores y patronato',
    },
    roles: { customer: 'socio', partner: 'organización aliada', investor: 'patrono o financiador' },
    failure_modes: {
      loss: {
        title: 'Los socios se apartan',
        description: 'Donantes, socios y voluntarios que no están de acuerdo con {change} cancelan sus cuotas; quienes dependen de los servicios de {actor} alzan la voz.',
      },
      betrayal: { title: 'Traición a la misión', description: 'Los socios sienten que {actor} se ha apartado de su misión; lo hacen público y piden la marcha atrás o dimisiones.' },
      identity: {
        title: 'Arrastrada a una pelea política',
        description: '{change} se lee como {actor} tomando partido; los socios del otro lado cancelan donaciones y hacen campaña en contra.',
      },
    },
    quotes_oppose: {
      loss: ['Llevo años donando a {actor}. Cancelo mi cuota mensual.', '{actor} existe para ayudar a la gente, y aquí pierden.'],
      fairness: ['{actor} debería gastar el dinero de los donantes en la causa, no en esto.'],
      betrayal: ['Esto no es lo que representa {actor}.', 'Me hice voluntario de {actor} por su misión. Esto la traiciona.'],
      identity: ['{actor} ha dejado que la política decida a quién se ayuda.', 'No daré ni un euro más a {actor} después de esto.'],
      none: ['Esperaba más de {actor}.'],
    },
    counter_narratives: {
      loss: { narrative: '«{actor} ha abandonado a las personas a las que existe para ayudar».', response: 'Muestre a quién se sigue atendiendo, cómo y con qué financiación.' },
      betrayal: { narrative: '«{actor} ha traicionado su misión».', response: 'Vincule la decisión a la misión con palabras sencillas y diga qué no cambiará.' },
    },
    monitoring: {
      loss: { signal: 'Cuotas canceladas, bajas de socios y de voluntariado', threshold: '1,5 veces la tasa mensual habitual', window: 'primer mes' },
      betrayal: { signal: 'Cartas abiertas, dimisiones y comunicados de organizaciones aliadas', threshold: 'cualquier ruptura pública de un aliado o un patrono', window: 'dos primeras semanas' },
    },
  },
  school: {
    cohorts: {
      core_customers: 'Estudiantes y familias',
      price_sensitive_customers: 'Familias con menos ingresos',
      privacy_minded_customers: 'Familias preocupadas por su privacidad',
      attached_customers: 'Familias más implicadas',
      employees: 'Profesorado, personal y sindicatos',
      partners: 'Socios y empleadores',
      investors: 'Patronato y financiadores',
    },
    roles: { customer: 'estudiante o familiar', partner: 'empleador o socio', investor: 'patrono o financiador' },
    failure_modes: {
      loss: {
        title: 'Las familias se oponen',
        description: 'Estudiantes y familias que pagan más o pierden algo de lo que dependen firman peticiones, llenan las reuniones del consejo y miran otros centros.',
      },
      fairness: { title: 'Visto como aprovecharse de los estudiantes', description: '{change} se lee como {actor} cobrando a los estudiantes porque puede; la prensa estudiantil y las asociaciones de familias lo convierten en la noticia.' },
      betrayal: {
        title: 'Promesa rota a los estudiantes',
        description: 'Estudiantes y familias sienten que {actor} cambió las condiciones después de comprometerse; se organizan y piden la marcha atrás.',
      },
    },
    quotes_oppose: {
      loss: ['{change} puede decidir si puedo seguir en {actor}.', 'Como madre, no puedo asumir {change}.', 'Los estudiantes ya van justos. {actor} debería saberlo.'],
      fairness: ['Los estudiantes no son una fuente de ingresos, {actor}.', '{actor} sube lo que pagamos mientras recorta lo que recibimos.'],
      betrayal: ['Elegimos {actor} con unas condiciones; ahora las cambian.', '{actor} no preguntó a estudiantes ni a familias.'],
      none: ['No es lo que los estudiantes necesitaban de {actor}.'],
    },
    counter_narratives: {
      loss: { narrative: '«{actor} está echando a los estudiantes por el precio».', response: 'Muestre las ayudas disponibles (becas, fondos de emergencia) y quién puede pedirlas.' },
      betrayal: { narrative: '«{actor} cambió las reglas cuando ya nos habíamos comprometido».', response: 'Proteja a quienes ya están matriculados y dígalo lo primero.' },
    },
    monitoring: {
      loss: {
        signal: 'Peticiones, asistencia a las reuniones del consejo y solicitudes de baja o aplazamiento',
        threshold: 'una petición de más de 1.000 firmas o más bajas',
        window: 'primer mes y la próxima matrícula',
      },
    },
  },
};
