/**
 * A PROBE (test/probes/README.md): run by `npm run bench:probes`, not by `npm test`.
 *
 * Spanish understanding (src/engine/understand/lexicon-es.ts): fictional announcements in ordinary
 * Spanish read into the actor and its type, a change frame of the expected class and direction,
 * and the framing cues the text states; texts that announce nothing are not understood.
 *
 * The `todo` test at the end records Spanish that the shared code (actor.ts) misreads whatever the
 * lexicon says; it reports without failing the run.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { understandScenario, type Understanding } from '../../src/engine/understand/index.js';
import type { ActorType, FramingCue } from '../../src/engine/understand/lexicon.js';
import type { Direction, ObjectClass } from '../../src/engine/understand/ontology.js';

interface Case {
  name: string;
  text: string;
  actor: string;
  type: ActorType;
  cls: ObjectClass;
  dir: Direction;
  /** The cause the frame carries, when it is cause-coded. */
  cause?: string;
  /** Framing cues that must be found. */
  cues?: FramingCue[];
  /** Extra checks on the reading. */
  check?: (u: Understanding) => void;
}

/** A name compared loosely: a leading article, case and trailing punctuation ignored. */
const norm = (s: string) =>
  s
    .toLowerCase()
    .trim()
    .replace(/^(el|la|los|las)\s+/, '')
    .replace(/[\s.,;:]+$/, '');

const frameOf = (u: Understanding, cls: ObjectClass, dir: Direction) => u.frames.find((f) => f.objectClass === cls && f.direction === dir);

const CASES: Case[] = [
  {
    name: 'a 15 % telecom price rise',
    text: 'Movilnet subirá un 15 % el precio de todas sus tarifas de fibra y móvil a partir del 1 de marzo. La subida afectará a todos los clientes.',
    actor: 'Movilnet',
    type: 'company',
    cls: 'price',
    dir: 'up',
    check: (u) => assert.equal(frameOf(u, 'price', 'up')?.magnitude?.relative, 0.15),
  },
  {
    name: 'a new bank fee',
    text: 'Banco Ribera cobrará una comisión de mantenimiento de 4 euros al mes a partir de abril a los clientes que no tengan la nómina domiciliada.',
    actor: 'Banco Ribera',
    type: 'company',
    cls: 'fee',
    dir: 'up',
    check: (u) => assert.equal(frameOf(u, 'fee', 'up')?.magnitude?.absolute, 4),
  },
  {
    name: 'a loyalty benefit cut',
    text: 'Aerolíneas Celestes eliminará su programa de puntos y dejará de ofrecer el acceso gratuito a las salas VIP a partir de mayo.',
    actor: 'Aerolíneas Celestes',
    type: 'company',
    cls: 'benefit',
    dir: 'down',
  },
  {
    name: 'sharing location data with advertisers',
    text: 'Flechazo, la aplicación de citas, compartirá con empresas de publicidad los datos de ubicación de sus usuarios a partir del próximo mes.',
    actor: 'Flechazo',
    type: 'company',
    cls: 'data_sharing',
    dir: 'up',
  },
  {
    name: 'layoffs (ERE)',
    text: 'Grupo Textil Norte ha anunciado un ERE que afectará a 450 trabajadores de sus fábricas de Ourense. La empresa negociará las condiciones con los sindicatos.',
    actor: 'Grupo Textil Norte',
    type: 'company',
    cls: 'jobs',
    dir: 'down',
    cues: ['consultation'],
  },
  {
    name: 'a cause dropped (DEI and Pride)',
    text: 'Supermercados Olmo pondrá fin a sus programas de diversidad, equidad e inclusión y dejará de patrocinar el Orgullo de Madrid.',
    actor: 'Supermercados Olmo',
    type: 'company',
    cls: 'cause',
    dir: 'down',
    cause: 'dei',
    check: (u) => assert.ok(u.frames.some((f) => f.objectClass === 'cause' && f.cause === 'lgbtq' && f.direction === 'down'), 'Pride sponsorship dropped'),
  },
  {
    name: 'a cause adopted (Pride collection)',
    text: 'Café Aurora lanzará este junio una colección especial por el Orgullo LGTBI y donará el 10 % de las ventas a asociaciones del colectivo.',
    actor: 'Café Aurora',
    type: 'company',
    cls: 'cause',
    dir: 'up',
    cause: 'lgbtq',
    check: (u) => assert.ok(frameOf(u, 'donation', 'up'), 'a donation'),
  },
  {
    name: 'a city congestion charge signed by the mayor',
    text: 'El Ayuntamiento de Valdemora cobrará una tasa de congestión de 5 euros al día a los vehículos que entren en el centro a partir de septiembre. La alcaldesa, Lucía Prieto, firmó ayer el decreto para reducir la contaminación y el tráfico.',
    actor: 'Ayuntamiento de Valdemora',
    type: 'government',
    cls: 'tax',
    dir: 'up',
    cues: ['justification'],
    check: (u) => assert.equal(u.frames.length, 1, `one change, not ${u.frames.map((f) => f.objectClass).join(', ')}`),
  },
  {
    name: 'a football club changing its crest',
    text: 'El Real Arenal CF cambiará su escudo y los colores de su equipación a partir de la próxima temporada. Los socios podrán votar entre tres diseños.',
    actor: 'Real Arenal CF',
    type: 'sports',
    cls: 'brand_identity',
    dir: 'up',
    cues: ['consultation'],
  },
  {
    name: 'a university raising tuition',
    text: 'La Universidad de Montesol subirá las tasas de matrícula de 1.200 a 1.500 euros anuales a partir del próximo curso.',
    actor: 'Universidad de Montesol',
    type: 'school',
    cls: 'price',
    dir: 'up',
    check: (u) => assert.ok(Math.abs((frameOf(u, 'price', 'up')?.magnitude?.relative ?? 0) - 0.25) < 1e-9, 'a 25 % rise'),
  },
  {
    name: 'a charity ending a programme',
    text: 'La Fundación Manos Abiertas pondrá fin a su programa de comedores escolares en junio por falta de financiación. Lamentamos profundamente esta decisión.',
    actor: 'Fundación Manos Abiertas',
    type: 'nonprofit',
    cls: 'benefit',
    dir: 'down',
    cues: ['justification', 'apology'],
  },
  {
    name: 'a price rise framed with a reason, grandfathering and an apology',
    text: 'Estimados clientes: StreamPlus subirá el precio de su plan estándar de 9,99 € a 11,99 € al mes a partir del 1 de abril debido al aumento de los costes de producción. Los clientes actuales mantendrán su tarifa actual durante seis meses. Sentimos las molestias y agradecemos su confianza.',
    actor: 'StreamPlus',
    type: 'company',
    cls: 'price',
    dir: 'up',
    cues: ['justification', 'grandfathering', 'apology'],
    check: (u) => {
      assert.ok(frameOf(u, 'price', 'up')?.affected.some((g) => g.group === 'customers' || g.group === 'existing customers'), 'customers affected');
      assert.equal(u.framing.compensation.present, false, 'no compensation offered');
    },
  },
  {
    name: 'a hedged rise phased in, with compensation and a way out',
    text: 'Energía Clara podría subir un 8 % la tarifa de luz el próximo año. Estamos estudiando aplicarla de forma gradual, y los clientes afectados recibirán un descuento del 5 % durante seis meses y podrán cambiar de tarifa sin penalización.',
    actor: 'Energía Clara',
    type: 'company',
    cls: 'price',
    dir: 'up',
    cues: ['hedging', 'phase_in', 'compensation', 'opt_out'],
    check: (u) => assert.equal(u.frames.length, 1, `a customer's own switch of tariff is not a change: ${u.frames.map((f) => `${f.objectClass}/${f.direction}`).join(', ')}`),
  },
  {
    name: 'user photos used to train AI, with an opt-out',
    text: 'Pixelia utilizará las fotos que publican sus usuarios para entrenar sus modelos de inteligencia artificial a partir del 1 de julio. Los usuarios podrán desactivar esta opción en la configuración de su cuenta.',
    actor: 'Pixelia',
    type: 'company',
    cls: 'ai_content',
    dir: 'up',
    cues: ['opt_out'],
  },
  {
    name: 'a regional ban on phones in classrooms after consulting families',
    text: 'La Consejería de Educación prohibirá los teléfonos móviles en las aulas de todos los colegios públicos a partir del próximo curso, tras una consulta con las familias.',
    actor: 'Consejería de Educación',
    type: 'government',
    cls: 'public_rule',
    dir: 'up',
    cues: ['consultation'],
  },
  {
    name: 'shrinkflation in grams',
    text: 'Galletas Doradas reducirá el paquete de su galleta clásica de 200 a 180 gramos y mantendrá el mismo precio.',
    actor: 'Galletas Doradas',
    type: 'company',
    cls: 'size',
    dir: 'down',
    check: (u) => assert.deepEqual([frameOf(u, 'size', 'down')?.magnitude?.from, frameOf(u, 'size', 'down')?.magnitude?.to], [200, 180]),
  },
  {
    name: 'a club appointing a coach',
    text: 'El Club Atlético Vega ha nombrado a Marta Gil como nueva entrenadora del primer equipo.',
    actor: 'Club Atlético Vega',
    type: 'sports',
    cls: 'appointment',
    dir: 'up',
  },
];

describe('Spanish announcements', () => {
  for (const c of CASES) {
    it(c.name, () => {
      const u = understandScenario(c.text);
      const found = u.frames.map((f) => `${f.objectClass}/${f.direction}${f.cause ? `(${f.cause})` : ''}`).join(', ') || 'no frames';
      assert.equal(u.language, 'es');
      assert.equal(u.understood, true, `not understood: ${u.missing}`);
      assert.equal(norm(u.actor.name), norm(c.actor), `actor ${JSON.stringify(u.actor.name)}`);
      assert.equal(u.actor.type, c.type);
      const frame = u.frames.find((f) => f.objectClass === c.cls && f.direction === c.dir && (!c.cause || f.cause === c.cause));
      assert.ok(frame, `expected ${c.cls}/${c.dir}${c.cause ? `(${c.cause})` : ''}, found ${found}`);
      const cues = Object.entries(u.framing)
        .filter(([, h]) => h.present)
        .map(([k]) => k);
      for (const cue of c.cues ?? []) assert.ok(u.framing[cue].present, `cue ${cue} missing (found: ${cues.join(', ') || 'none'})`);
      c.check?.(u);
    });
  }

  it('an unframed announcement carries no framing cues', () => {
    const u = understandScenario('Movilnet subirá un 15 % el precio de todas sus tarifas de fibra y móvil a partir del 1 de marzo.');
    const cues = Object.entries(u.framing)
      .filter(([, h]) => h.present)
      .map(([k]) => k);
    assert.deepEqual(cues, []);
  });

  it('a negated change is not a change', () => {
    const u = understandScenario('Movilnet no subirá sus precios este año, a pesar del aumento de los costes.');
    assert.ok(!u.frames.some((f) => f.objectClass === 'price' && f.direction === 'up'), u.frames.map((f) => `${f.objectClass}/${f.direction}`).join(', '));
  });
});

describe('Spanish texts that announce nothing', () => {
  const NONE: [string, string][] = [
    [
      'a recipe',
      'Bizcocho de limón. Ingredientes: 3 huevos, 200 g de azúcar, 250 g de harina y un yogur natural. Precalienta el horno a 180 grados. Bate los huevos con el azúcar hasta que doblen su volumen. Añade la harina poco a poco y mezcla bien. Hornea durante 35 minutos y deja enfriar antes de desmoldar.',
    ],
    [
      'a thank-you note',
      '¡Muchísimas gracias a todos los que vinisteis a la fiesta del sábado! Fue una noche preciosa y nos encantó compartir con vosotros este momento. Esperamos volver a veros muy pronto. Un abrazo, Marta y Luis.',
    ],
    ['a bare heading', 'Precios'],
  ];
  for (const [name, text] of NONE) {
    it(name, () => {
      const u = understandScenario(text);
      assert.equal(u.understood, false, `understood: ${u.frames.map((f) => `${f.action.span.text} → ${f.objectClass}/${f.direction}`).join(', ')}`);
      assert.ok(u.missing.length > 0, 'says what is missing');
    });
  }
});

describe('Spanish numbers, dates and subjectless statements', () => {
  it('a subjectless first-person announcement ("Subiremos…") is read, a recipe step is not', () => {
    assert.ok(frameOf(understandScenario('Subiremos las cuotas un 5 % a partir de enero.'), 'price', 'up'));
    assert.ok(frameOf(understandScenario('Cerrará la oficina de la calle Mayor el 30 de junio.'), 'service_level', 'down'));
    assert.equal(understandScenario('Añade 200 g de azúcar y mezcla bien.').understood, false);
  });

  it('decimal commas and thousands dots are read as Spanish numbers', () => {
    const m = frameOf(understandScenario('StreamPlus subirá su plan estándar de 9,99 € a 11,99 € al mes.'), 'price', 'up')?.magnitude;
    assert.deepEqual([m?.from, m?.to], [9.99, 11.99]);
    const t = frameOf(understandScenario('La Universidad de Montesol subirá la matrícula de 1.200 a 1.500 euros.'), 'price', 'up')?.magnitude;
    assert.deepEqual([t?.from, t?.to], [1200, 1500]);
    const i = understandScenario('StreamPlus cobrará 11,99 € al mes por su plan estándar en lugar de 9,99 €.').frames.find((f) => f.magnitude?.from != null);
    assert.deepEqual([i?.magnitude?.from, i?.magnitude?.to], [9.99, 11.99]);
  });

  it('a decimal percentage ("un 15,5 %") is 15.5 %', () => {
    const u = understandScenario('Movilnet subirá un 15,5 % el precio de sus tarifas.');
    assert.ok(Math.abs((frameOf(u, 'price', 'up')?.magnitude?.relative ?? 0) - 0.155) < 1e-9);
  });

  it('an amount with the euro sign after it ("4 €") is an amount', () => {
    const u = understandScenario('Banco Ribera cobrará una comisión de mantenimiento de 4 € al mes.');
    assert.equal(frameOf(u, 'fee', 'up')?.magnitude?.absolute, 4);
  });

  it('a Spanish date ("a partir del 1 de marzo") is the timing, not a from→to amount', () => {
    const f = frameOf(understandScenario('Movilnet subirá un 15 % el precio de sus tarifas a partir del 1 de marzo.'), 'price', 'up');
    assert.ok(f?.timing);
    assert.equal(f?.magnitude?.relative, 0.15);
    const g = frameOf(understandScenario('La promoción de Movilnet subirá el precio del 1 al 15 de marzo.'), 'price', 'up');
    assert.equal(g?.magnitude?.from ?? null, null);
  });

  it('"un nuevo recargo" introduces a fee without a verb', () => {
    assert.ok(frameOf(understandScenario('Desde el lunes, un nuevo recargo de 2 euros en todos los pagos con tarjeta.'), 'fee', 'up'));
  });
});

/**
 * Spanish the shared code misreads, whatever the lexicon says (reported to the owner of actor.ts).
 * `todo`: it runs and reports, without failing the suite.
 */
describe('Spanish misread outside the lexicon (actor.ts)', () => {
  it('a mayor named by office in lower case is the city', () => {
    const u = understandScenario('La alcaldesa de Valdemora, Lucía Prieto, ha firmado el decreto que crea una tasa de congestión de 5 euros al día para los vehículos que entren en el centro.');
    assert.equal(u.actor.type, 'government');
    assert.ok(frameOf(u, 'tax', 'up'));
  });
});

describe('Spanish precision (as in English)', () => {
  const classes = (text: string) => understandScenario(text).frames.map((f) => `${f.objectClass}_${f.direction}`);

  it('"la nueva cuota" refers back to the charge already read', () => {
    assert.deepEqual(classes('Telvia añadirá una cuota de mantenimiento de 3 euros al mes a todos los contratos. Los clientes pagarán la nueva cuota en su próxima factura.'), ['fee_up']);
  });

  it('a discount or a freeze for a group is compensation, and its percentage is not the size of the rise', () => {
    const u = understandScenario('Metro Regional subirá un 20 % las tarifas del transporte público, y los estudiantes tendrán un 50 % de descuento.');
    assert.equal(u.framing.compensation.present, true, 'the student discount');
    assert.ok(Math.abs(u.frames[0]!.magnitude!.relative! - 0.2) < 1e-9, `relative ${u.frames[0]!.magnitude!.relative}`);
    assert.equal(understandScenario('Metro Regional subirá un 20 % las tarifas; las tarifas para estudiantes se congelarán.').framing.compensation.present, true, 'a freeze');
  });

  it('a VAT rate from 5 % to 12 % raises prices by 7/105, and "no han sido consultados" is no consultation', () => {
    const f = understandScenario('El Gobierno subirá el IVA de los alimentos del 5 % al 12 % a partir de enero.').frames[0]!;
    assert.ok(Math.abs(f.magnitude!.relative! - 7 / 105) < 1e-9, `relative ${f.magnitude!.relative}`);
    assert.equal(understandScenario('El Ayuntamiento cerrará la biblioteca del barrio en junio. Los vecinos no han sido consultados.').framing.consultation.present, false);
  });
});

describe('tamaño dicho después y números con coma decimal', () => {
  it('"El nuevo precio será un 8 % superior al actual" da el tamaño de la subida anunciada antes', () => {
    const u = understandScenario('Energía Ibérica actualizará el precio del término de potencia a partir del 1 de julio. El nuevo precio será un 8 % superior al actual.');
    assert.deepEqual(u.frames.map((f) => `${f.objectClass}_${f.direction}`), ['price_up']);
    assert.ok(Math.abs(u.frames[0]!.magnitude!.relative! - 0.08) < 1e-9, `relative ${u.frames[0]!.magnitude?.relative}`);
  });

  it('"4,6 kW" y "2,40 euros" son 4,6 y 2,40', async () => {
    const { extractMagnitudes } = await import('../../src/engine/text/features.js');
    const m = extractMagnitudes('Para un hogar con 4,6 kW contratados, esto supone aproximadamente 2,40 euros más al mes.', 'es');
    assert.deepEqual(m.filter((x) => x.value !== null).map((x) => x.value), [4.6, 2.4]);
  });
});

describe('zona de bajas emisiones', () => {
  it('"no podrán circular por la zona" y "será Zona de Bajas Emisiones" son una nueva norma del ayuntamiento', () => {
    const u = understandScenario('El Ayuntamiento de Valdecierzo ha aprobado la ordenanza. A partir del 1 de enero, los turismos sin etiqueta ambiental no podrán circular por la zona.');
    assert.ok(u.frames.some((f) => f.objectClass === 'public_rule' && f.direction === 'up'), JSON.stringify(u.frames.map((f) => `${f.objectClass}_${f.direction}`)));
  });
});

describe('nombres en mayúsculas', () => {
  it('"AYUNTAMIENTO DE VALDECIERZO" en un titular se escribe como en una frase; las siglas se quedan', () => {
    const u = understandScenario('AYUNTAMIENTO DE VALDECIERZO — NOTA DE PRENSA\n\nEl Ayuntamiento de Valdecierzo subirá la tasa de basuras un 10 %.');
    assert.equal(u.actor.name, 'Ayuntamiento de Valdecierzo');
    assert.equal(u.actor.type, 'government');
  });
});

describe('leyes citadas', () => {
  it('"según la Ley de Cambio Climático" cita la ley; no es una postura', () => {
    const u = understandScenario('El Ayuntamiento creará una zona de bajas emisiones, obligatoria según la Ley de Cambio Climático.');
    assert.ok(!u.frames.some((f) => f.objectClass === 'cause'), JSON.stringify(u.frames.map((f) => `${f.objectClass}_${f.direction}`)));
  });
});

describe('eighth read: Spanish amounts that move, and reasons', () => {
  it('"la tasa municipal de recogida de residuos pasará de 95 a 140 euros" is a 47 % tax rise; "se debe a la nueva normativa estatal, que obliga …" is its reason', () => {
    const u = understandScenario('El Ayuntamiento de Valdemora actualiza la tasa de basuras. A partir del 1 de enero, la tasa municipal de recogida de residuos pasará de 95 a 140 euros anuales por vivienda. La subida se debe a la nueva normativa estatal, que obliga a los municipios a cubrir el coste real del servicio.');
    assert.deepEqual(u.frames.map((f) => `${f.objectClass}_${f.direction}`), ['tax_up']);
    assert.ok(Math.abs((u.frames[0]!.magnitude?.relative ?? 0) - 45 / 95) < 1e-6);
    assert.equal(u.framing.justification.present, true);
  });
});
