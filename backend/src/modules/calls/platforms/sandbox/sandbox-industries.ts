import type { SandboxLanguage, Topic } from './sandbox-phrasebook';

/*
 * What a business's callers want depends on its trade: a dental practice's callers book cleanings and ask about
 * insurance, a restaurant's book tables. The sandbox reads the trade from what the business wrote about itself (the
 * company's name, the receptionist's company information and name, its kinds of appointment), since no setting names
 * it (docs/voice-platforms.md#the-sandbox).
 */

export const INDUSTRIES = ['dental', 'salon', 'home_services', 'law', 'restaurant', 'auto_repair', 'general'] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** One trade's callers in one language: what they call about and what they book. */
export interface IndustryWords {
  topics: readonly Topic[];
  /** What a caller books, with its article, as said after "book": "a cleaning", "una limpieza", "eine Zahnreinigung". */
  visits: readonly string[];
}

export interface IndustryProfile {
  /** Words in a business's description that say it is of this trade (any language the sandbox speaks). */
  signs: RegExp | null;
  /** When its appointments start, in minutes after midnight: inside the hours such a business keeps. */
  bookingTimes: readonly number[];
  /** Whether it takes appointments on Saturdays. */
  saturdays: boolean;
  words: Readonly<Record<SandboxLanguage, IndustryWords>>;
}

const at = (hours: number, minutes = 0) => hours * 60 + minutes;

const dental: IndustryProfile = {
  signs: /\b(dent|teeth|tooth|orthodont|zahn|odonto|hygienist)/gi,
  bookingTimes: [at(8, 30), at(9), at(10, 15), at(11), at(13, 30), at(14, 45), at(15, 30)],
  saturdays: false,
  words: {
    'en-US': {
      topics: [
        {
          subject: 'a toothache that started last night',
          question: 'do you take Delta Dental insurance?',
          answer: "Yes, we're in network with Delta Dental and most major dental plans.",
          about: 'dental insurance',
        },
        {
          subject: 'a bill for a recent cleaning',
          question: 'do you see children?',
          answer: 'Yes, we see patients of all ages, children from their first tooth.',
          about: 'seeing children',
        },
        {
          subject: 'a chipped front tooth',
          question: 'how long does a cleaning take?',
          answer: 'A routine cleaning and check-up takes about an hour.',
          about: 'how long a cleaning takes',
        },
      ],
      visits: ['a cleaning', 'a check-up'],
    },
    'es-ES': {
      topics: [
        {
          subject: 'un dolor de muelas desde anoche',
          question: '¿trabajan con Sanitas Dental?',
          answer: 'Sí, trabajamos con Sanitas Dental y con la mayoría de seguros dentales.',
          about: 'los seguros dentales',
        },
        {
          subject: 'la factura de una limpieza reciente',
          question: '¿atienden a niños?',
          answer: 'Sí, atendemos a pacientes de todas las edades, también a niños.',
          about: 'la atención a niños',
        },
        {
          subject: 'un diente delantero roto',
          question: '¿cuánto dura una limpieza?',
          answer: 'Una limpieza con revisión dura alrededor de una hora.',
          about: 'la duración de una limpieza',
        },
      ],
      visits: ['una limpieza dental', 'una revisión dental'],
    },
    'fr-FR': {
      topics: [
        {
          subject: "d'une rage de dents depuis hier soir",
          question: 'vous êtes conventionnés ?',
          answer: 'Oui, le cabinet est conventionné et nous pratiquons le tiers payant.',
          about: 'le conventionnement',
        },
        {
          subject: "de la facture d'un détartrage",
          question: 'vous soignez les enfants ?',
          answer: 'Oui, nous soignons les patients de tout âge, y compris les enfants.',
          about: 'les soins aux enfants',
        },
        {
          subject: "d'une dent de devant cassée",
          question: 'combien de temps dure un détartrage ?',
          answer: 'Un détartrage avec contrôle dure environ une demi-heure.',
          about: "la durée d'un détartrage",
        },
      ],
      visits: ['un détartrage', 'un contrôle dentaire'],
    },
    'de-DE': {
      topics: [
        {
          subject: 'starke Zahnschmerzen seit gestern Abend',
          question: 'nehmen Sie auch Kassenpatienten?',
          answer: 'Ja, wir behandeln Kassen- und Privatpatienten.',
          about: 'der Behandlung von Kassenpatienten',
        },
        {
          subject: 'die Rechnung für eine Zahnreinigung',
          question: 'behandeln Sie auch Kinder?',
          answer: 'Ja, wir behandeln Patienten jeden Alters, auch Kinder.',
          about: 'der Behandlung von Kindern',
        },
        {
          subject: 'einen abgebrochenen Schneidezahn',
          question: 'wie lange dauert eine Zahnreinigung?',
          answer: 'Eine professionelle Zahnreinigung dauert etwa eine Stunde.',
          about: 'der Dauer einer Zahnreinigung',
        },
      ],
      visits: ['eine Zahnreinigung', 'eine Kontrolluntersuchung'],
    },
  },
};

const salon: IndustryProfile = {
  signs: /\b(sal[oó]n|hair|barber|nails?\b|beauty|spa\b|peluquer|coiff|friseur|manicur|lash|brow)/gi,
  bookingTimes: [at(9, 30), at(10), at(11, 30), at(13), at(15), at(16, 30), at(17, 30)],
  saturdays: true,
  words: {
    'en-US': {
      topics: [
        {
          subject: 'a color done last week',
          question: 'do you do balayage?',
          answer: 'Yes, our colorists do balayage; plan on about three hours.',
          about: 'balayage',
        },
        {
          subject: 'a gift card bought in December',
          question: "how much is a men's haircut?",
          answer: "A men's cut is $35, or $45 with a beard trim.",
          about: 'the price of a haircut',
        },
        {
          subject: 'hair and makeup for a wedding party',
          question: 'is there parking near the salon?',
          answer: "Yes, there's free street parking on our block.",
          about: 'parking near the salon',
        },
      ],
      visits: ['a haircut', 'a cut and color'],
    },
    'es-ES': {
      topics: [
        {
          subject: 'un tinte de la semana pasada',
          question: '¿hacen mechas balayage?',
          answer: 'Sí, hacemos balayage; cuente con unas tres horas.',
          about: 'las mechas balayage',
        },
        {
          subject: 'una tarjeta regalo',
          question: '¿cuánto cuesta un corte de caballero?',
          answer: 'El corte de caballero cuesta 20 euros, y 28 con arreglo de barba.',
          about: 'el precio de un corte',
        },
        {
          subject: 'el peinado y maquillaje para una boda',
          question: '¿hay aparcamiento cerca de la peluquería?',
          answer: 'Sí, hay un aparcamiento público a dos calles.',
          about: 'el aparcamiento cerca de la peluquería',
        },
      ],
      visits: ['un corte de pelo', 'un corte y color'],
    },
    'fr-FR': {
      topics: [
        {
          subject: "d'une couleur faite la semaine dernière",
          question: 'vous faites le balayage ?',
          answer: 'Oui, nos coloristes font le balayage ; comptez environ trois heures.',
          about: 'le balayage',
        },
        {
          subject: "d'une carte cadeau",
          question: 'combien coûte une coupe homme ?',
          answer: 'Une coupe homme coûte 28 euros, 35 avec la taille de barbe.',
          about: "le prix d'une coupe",
        },
        {
          subject: "d'une coiffure de mariage",
          question: 'on peut se garer près du salon ?',
          answer: 'Oui, il y a un parking public à deux rues du salon.',
          about: 'le stationnement près du salon',
        },
      ],
      visits: ['une coupe', 'une coupe et couleur'],
    },
    'de-DE': {
      topics: [
        {
          subject: 'eine Färbung von letzter Woche',
          question: 'machen Sie auch Balayage?',
          answer: 'Ja, unsere Coloristen machen Balayage; rechnen Sie mit etwa drei Stunden.',
          about: 'Balayage',
        },
        {
          subject: 'einen Geschenkgutschein',
          question: 'was kostet ein Herrenhaarschnitt?',
          answer: 'Ein Herrenhaarschnitt kostet 30 Euro, mit Bartpflege 38 Euro.',
          about: 'dem Preis eines Haarschnitts',
        },
        {
          subject: 'eine Brautfrisur für eine Hochzeit',
          question: 'gibt es Parkplätze in der Nähe des Salons?',
          answer: 'Ja, zwei Straßen weiter gibt es ein Parkhaus.',
          about: 'Parkplätzen in der Nähe des Salons',
        },
      ],
      visits: ['einen Haarschnitt', 'einen Schnitt mit Farbe'],
    },
  },
};

const homeServices: IndustryProfile = {
  signs: /\b(plumb|hvac|heating|air condition|electrician|roof|handyman|drain|water heater|fontaner|plomb|klempner|sanitär|heizung|chauffag|installateur)/gi,
  bookingTimes: [at(8), at(9), at(10, 30), at(13), at(14), at(15, 30)],
  saturdays: false,
  words: {
    'en-US': {
      topics: [
        {
          subject: 'a leaking water heater',
          question: 'do you charge for estimates?',
          answer: 'Estimates are free; a service call is $89, waived if you go ahead with the repair.',
          about: 'estimates',
        },
        {
          subject: 'a clogged kitchen drain',
          question: 'do you take emergency calls on weekends?',
          answer: 'Yes, a plumber is on call every weekend for emergencies.',
          about: 'weekend emergencies',
        },
        {
          subject: "the invoice for last week's repair",
          question: 'are you licensed and insured?',
          answer: 'Yes, all our technicians are licensed, and we are fully insured.',
          about: 'licensing and insurance',
        },
      ],
      visits: ['a service visit', 'a free estimate'],
    },
    'es-ES': {
      topics: [
        {
          subject: 'una fuga en el calentador',
          question: '¿cobran por el presupuesto?',
          answer: 'El presupuesto es gratuito; la visita cuesta 60 euros y se descuenta si hacemos la reparación.',
          about: 'los presupuestos',
        },
        {
          subject: 'un atasco en el fregadero',
          question: '¿atienden urgencias el fin de semana?',
          answer: 'Sí, tenemos un fontanero de guardia todos los fines de semana.',
          about: 'las urgencias de fin de semana',
        },
        {
          subject: 'la factura de la reparación de la semana pasada',
          question: '¿tienen seguro de responsabilidad civil?',
          answer: 'Sí, todos nuestros trabajos están cubiertos por nuestro seguro.',
          about: 'el seguro',
        },
      ],
      visits: ['una visita técnica', 'un presupuesto en casa'],
    },
    'fr-FR': {
      topics: [
        {
          subject: "d'une fuite de chauffe-eau",
          question: 'le devis est payant ?',
          answer: 'Le devis est gratuit ; le déplacement coûte 60 euros, offert si vous faites faire la réparation.',
          about: 'les devis',
        },
        {
          subject: "d'un évier bouché",
          question: 'vous intervenez le week-end en urgence ?',
          answer: "Oui, un plombier est d'astreinte tous les week-ends.",
          about: 'les urgences du week-end',
        },
        {
          subject: 'de la facture de la réparation de la semaine dernière',
          question: 'vous avez une assurance décennale ?',
          answer: 'Oui, tous nos travaux sont couverts par notre assurance décennale.',
          about: "l'assurance",
        },
      ],
      visits: ['une intervention', 'un devis à domicile'],
    },
    'de-DE': {
      topics: [
        {
          subject: 'einen undichten Boiler',
          question: 'ist der Kostenvoranschlag kostenlos?',
          answer: 'Der Kostenvoranschlag ist kostenlos; die Anfahrt kostet 60 Euro und entfällt, wenn wir reparieren.',
          about: 'dem Kostenvoranschlag',
        },
        {
          subject: 'einen verstopften Abfluss in der Küche',
          question: 'haben Sie am Wochenende einen Notdienst?',
          answer: 'Ja, am Wochenende ist immer ein Installateur im Notdienst.',
          about: 'dem Notdienst am Wochenende',
        },
        {
          subject: 'die Rechnung für die Reparatur letzte Woche',
          question: 'sind Sie ein Meisterbetrieb?',
          answer: 'Ja, wir sind ein eingetragener Meisterbetrieb und voll versichert.',
          about: 'der Qualifikation des Betriebs',
        },
      ],
      visits: ['einen Handwerkertermin', 'einen Termin für einen Kostenvoranschlag'],
    },
  },
};

const law: IndustryProfile = {
  signs: /\b(law\b|lawyer|attorney|legal|abogad|avocat|anwalt|kanzlei|notar|solicitor|juris)/gi,
  bookingTimes: [at(9), at(10), at(11, 30), at(14), at(15, 30), at(16)],
  saturdays: false,
  words: {
    'en-US': {
      topics: [
        {
          subject: 'a lease dispute with a landlord',
          question: 'is the first consultation free?',
          answer: 'Yes, the first 30-minute consultation is free.',
          about: 'a free consultation',
        },
        {
          subject: 'a will and an estate',
          question: 'do you handle family law?',
          answer: 'Yes, our attorneys handle divorce, custody and support cases.',
          about: 'family law',
        },
        {
          subject: 'a contract for a small business',
          question: 'do you bill by the hour?',
          answer: 'Most matters are billed by the hour; wills and simple contracts have a flat fee.',
          about: 'billing',
        },
      ],
      visits: ['a consultation', 'a meeting with an attorney'],
    },
    'es-ES': {
      topics: [
        {
          subject: 'un conflicto de alquiler con un casero',
          question: '¿la primera consulta es gratuita?',
          answer: 'Sí, la primera consulta de media hora es gratuita.',
          about: 'la primera consulta',
        },
        {
          subject: 'un testamento y una herencia',
          question: '¿llevan asuntos de familia?',
          answer: 'Sí, llevamos divorcios, custodias y pensiones.',
          about: 'el derecho de familia',
        },
        {
          subject: 'un contrato para una pequeña empresa',
          question: '¿cobran por horas?',
          answer: 'La mayoría de asuntos se cobran por horas; los testamentos tienen precio cerrado.',
          about: 'los honorarios',
        },
      ],
      visits: ['una consulta', 'una cita con un abogado'],
    },
    'fr-FR': {
      topics: [
        {
          subject: "d'un litige avec un propriétaire",
          question: 'le premier rendez-vous est gratuit ?',
          answer: "Oui, le premier rendez-vous d'une demi-heure est gratuit.",
          about: 'le premier rendez-vous',
        },
        {
          subject: "d'une succession",
          question: 'vous traitez le droit de la famille ?',
          answer: 'Oui, le cabinet traite les divorces, la garde des enfants et les pensions.',
          about: 'le droit de la famille',
        },
        {
          subject: "d'un contrat pour une petite entreprise",
          question: 'vos honoraires sont au temps passé ?',
          answer: 'La plupart des dossiers sont facturés au temps passé ; certains ont un forfait.',
          about: 'les honoraires',
        },
      ],
      visits: ['une consultation', 'un rendez-vous avec un avocat'],
    },
    'de-DE': {
      topics: [
        {
          subject: 'einen Streit mit einem Vermieter',
          question: 'ist die Erstberatung kostenlos?',
          answer: 'Ja, die erste halbe Stunde Beratung ist kostenlos.',
          about: 'der Erstberatung',
        },
        {
          subject: 'ein Testament und eine Erbschaft',
          question: 'machen Sie auch Familienrecht?',
          answer: 'Ja, wir betreuen Scheidungen, Sorgerecht und Unterhalt.',
          about: 'Familienrecht',
        },
        {
          subject: 'einen Vertrag für eine kleine Firma',
          question: 'rechnen Sie nach Stunden ab?',
          answer: 'Die meisten Mandate rechnen wir nach Stunden ab, Testamente zu einem Festpreis.',
          about: 'der Abrechnung',
        },
      ],
      visits: ['eine Erstberatung', 'einen Termin bei einem Anwalt'],
    },
  },
};

const restaurant: IndustryProfile = {
  signs: /\b(restaurant|bistro|caf[eé]|pizz|diner|dining|trattoria|taqueria|brasserie|gasthaus|tapas|sushi|steakhouse)/gi,
  bookingTimes: [at(12, 30), at(18), at(18, 30), at(19), at(19, 30), at(20), at(20, 30)],
  saturdays: true,
  words: {
    'en-US': {
      topics: [
        {
          subject: 'a birthday dinner for twelve',
          question: 'do you have vegetarian dishes?',
          answer: 'Yes, about a third of our menu is vegetarian, and the kitchen can make most dishes vegan.',
          about: 'vegetarian dishes',
        },
        {
          subject: 'a jacket left behind last night',
          question: 'do you take walk-ins?',
          answer: 'Yes, we keep the bar and a few tables for walk-ins.',
          about: 'walk-ins',
        },
        {
          subject: 'catering for an office lunch',
          question: 'are you open for lunch on weekdays?',
          answer: 'Yes, lunch is served from 11:30 to 2:30 on weekdays.',
          about: 'weekday lunch',
        },
      ],
      visits: ['a table for two', 'a table for four'],
    },
    'es-ES': {
      topics: [
        {
          subject: 'una cena de cumpleaños para doce',
          question: '¿tienen platos vegetarianos?',
          answer: 'Sí, un tercio de la carta es vegetariana y la cocina adapta casi todo a vegano.',
          about: 'los platos vegetarianos',
        },
        {
          subject: 'una chaqueta olvidada anoche',
          question: '¿se puede ir sin reserva?',
          answer: 'Sí, guardamos la barra y algunas mesas para quien viene sin reserva.',
          about: 'ir sin reserva',
        },
        {
          subject: 'un catering para una comida de empresa',
          question: '¿abren a mediodía entre semana?',
          answer: 'Sí, servimos comidas de 13:00 a 16:00 entre semana.',
          about: 'el horario de mediodía',
        },
      ],
      visits: ['una mesa para dos', 'una mesa para cuatro'],
    },
    'fr-FR': {
      topics: [
        {
          subject: "d'un dîner d'anniversaire pour douze",
          question: 'vous avez des plats végétariens ?',
          answer: 'Oui, un tiers de la carte est végétarien, et la cuisine peut adapter la plupart des plats.',
          about: 'les plats végétariens',
        },
        {
          subject: "d'une veste oubliée hier soir",
          question: 'on peut venir sans réserver ?',
          answer: 'Oui, nous gardons le bar et quelques tables pour les clients sans réservation.',
          about: 'la venue sans réservation',
        },
        {
          subject: "d'un traiteur pour un déjeuner d'entreprise",
          question: 'vous êtes ouverts le midi en semaine ?',
          answer: 'Oui, nous servons le déjeuner de 12 h à 14 h 30 en semaine.',
          about: "l'ouverture le midi",
        },
      ],
      visits: ['une table pour deux', 'une table pour quatre'],
    },
    'de-DE': {
      topics: [
        {
          subject: 'ein Geburtstagsessen für zwölf Personen',
          question: 'haben Sie vegetarische Gerichte?',
          answer: 'Ja, ein Drittel unserer Karte ist vegetarisch, und die Küche kocht fast alles auch vegan.',
          about: 'vegetarischen Gerichten',
        },
        {
          subject: 'eine gestern Abend vergessene Jacke',
          question: 'kann man auch ohne Reservierung kommen?',
          answer: 'Ja, die Bar und einige Tische halten wir für Gäste ohne Reservierung frei.',
          about: 'Plätzen ohne Reservierung',
        },
        {
          subject: 'ein Catering für ein Firmenessen',
          question: 'haben Sie unter der Woche mittags geöffnet?',
          answer: 'Ja, unter der Woche gibt es Mittagessen von 11:30 bis 14:30 Uhr.',
          about: 'dem Mittagstisch',
        },
      ],
      visits: ['einen Tisch für zwei', 'einen Tisch für vier'],
    },
  },
};

const autoRepair: IndustryProfile = {
  signs: /\b(auto\b|autos\b|car repair|mechanic|garage|tires?\b|tyres?\b|brakes?\b|body shop|collision|taller|werkstatt|kfz|carrosserie|oil change)/gi,
  bookingTimes: [at(8), at(8, 30), at(9, 30), at(11), at(13, 30), at(15)],
  saturdays: true,
  words: {
    'en-US': {
      topics: [
        {
          subject: 'a grinding noise from the brakes',
          question: 'do you work on hybrids?',
          answer: 'Yes, our technicians are certified to service hybrids and most electric cars.',
          about: 'hybrid repairs',
        },
        {
          subject: 'an estimate for a transmission repair',
          question: 'how long does an oil change take?',
          answer: 'An oil change takes about 30 minutes, and you can wait in our lounge.',
          about: 'how long an oil change takes',
        },
        {
          subject: 'a check-engine light that came on',
          question: 'do you have loaner cars?',
          answer: 'Yes, we lend a car for repairs that take more than a day.',
          about: 'loaner cars',
        },
      ],
      visits: ['an oil change', 'a brake inspection'],
    },
    'es-ES': {
      topics: [
        {
          subject: 'un ruido en los frenos',
          question: '¿reparan coches híbridos?',
          answer: 'Sí, nuestros mecánicos están certificados para híbridos y la mayoría de eléctricos.',
          about: 'la reparación de híbridos',
        },
        {
          subject: 'el presupuesto de la caja de cambios',
          question: '¿cuánto tarda un cambio de aceite?',
          answer: 'Un cambio de aceite tarda unos 30 minutos y puede esperar en el taller.',
          about: 'la duración de un cambio de aceite',
        },
        {
          subject: 'el testigo del motor encendido',
          question: '¿tienen coche de sustitución?',
          answer: 'Sí, prestamos un coche cuando la reparación dura más de un día.',
          about: 'el coche de sustitución',
        },
      ],
      visits: ['un cambio de aceite', 'una revisión de frenos'],
    },
    'fr-FR': {
      topics: [
        {
          subject: 'de freins qui grincent',
          question: 'vous réparez les hybrides ?',
          answer: 'Oui, nos mécaniciens sont formés aux hybrides et à la plupart des électriques.',
          about: 'la réparation des hybrides',
        },
        {
          subject: "d'un devis de boîte de vitesses",
          question: 'combien de temps dure une vidange ?',
          answer: 'Une vidange prend environ 30 minutes, vous pouvez attendre sur place.',
          about: "la durée d'une vidange",
        },
        {
          subject: 'du voyant moteur allumé',
          question: 'vous prêtez un véhicule ?',
          answer: "Oui, nous prêtons un véhicule pour les réparations de plus d'une journée.",
          about: 'le véhicule de prêt',
        },
      ],
      visits: ['une vidange', 'un contrôle des freins'],
    },
    'de-DE': {
      topics: [
        {
          subject: 'ein Schleifgeräusch an den Bremsen',
          question: 'reparieren Sie auch Hybridautos?',
          answer: 'Ja, unsere Mechaniker sind für Hybride und die meisten Elektroautos geschult.',
          about: 'Reparaturen an Hybridautos',
        },
        {
          subject: 'einen Kostenvoranschlag für eine Getriebereparatur',
          question: 'wie lange dauert ein Ölwechsel?',
          answer: 'Ein Ölwechsel dauert etwa 30 Minuten, Sie können bei uns warten.',
          about: 'der Dauer eines Ölwechsels',
        },
        {
          subject: 'die Motorkontrollleuchte',
          question: 'bekomme ich einen Ersatzwagen?',
          answer: 'Ja, bei Reparaturen über einen Tag leihen wir Ihnen einen Wagen.',
          about: 'einem Ersatzwagen',
        },
      ],
      visits: ['einen Ölwechsel', 'eine Bremsenprüfung'],
    },
  },
};

/** Any other business: the calls every office gets. */
const general: IndustryProfile = {
  signs: null,
  bookingTimes: [at(9), at(9, 30), at(10, 15), at(11), at(13, 30), at(14, 45), at(15, 30), at(16, 15)],
  saturdays: false,
  words: {
    'en-US': {
      topics: [
        {
          subject: 'an invoice',
          question: 'do you take credit cards?',
          answer: 'Yes, we accept all major credit cards, and you can also pay by bank transfer.',
          about: 'payment options',
        },
        {
          subject: 'an order placed last week',
          question: 'is there parking near you?',
          answer: "Yes, there's free parking right behind the building.",
          about: 'parking',
        },
        {
          subject: 'a quote for a new project',
          question: 'are you open on Saturdays?',
          answer: "We're closed on weekends, but you can leave a message any time.",
          about: 'Saturday opening',
        },
      ],
      visits: ['an appointment'],
    },
    'es-ES': {
      topics: [
        {
          subject: 'una factura',
          question: '¿aceptan tarjeta de crédito?',
          answer: 'Sí, aceptamos todas las tarjetas principales y también transferencia bancaria.',
          about: 'las formas de pago',
        },
        {
          subject: 'un pedido de la semana pasada',
          question: '¿hay aparcamiento cerca?',
          answer: 'Sí, hay aparcamiento gratuito justo detrás del edificio.',
          about: 'el aparcamiento',
        },
        {
          subject: 'un presupuesto para un proyecto nuevo',
          question: '¿abren los sábados?',
          answer: 'Los fines de semana cerramos, pero puede dejar un mensaje cuando quiera.',
          about: 'el horario del sábado',
        },
      ],
      visits: ['una reunión'],
    },
    'fr-FR': {
      topics: [
        {
          subject: "d'une facture",
          question: 'vous acceptez la carte bancaire ?',
          answer: 'Oui, nous acceptons toutes les cartes, et aussi les virements.',
          about: 'les moyens de paiement',
        },
        {
          subject: "d'une commande de la semaine dernière",
          question: 'il y a un parking à proximité ?',
          answer: 'Oui, il y a un parking gratuit juste derrière le bâtiment.',
          about: 'le stationnement',
        },
        {
          subject: "d'un devis pour un nouveau projet",
          question: 'vous êtes ouverts le samedi ?',
          answer: 'Nous sommes fermés le week-end, mais vous pouvez laisser un message à tout moment.',
          about: "l'ouverture du samedi",
        },
      ],
      visits: ['un créneau'],
    },
    'de-DE': {
      topics: [
        {
          subject: 'eine Rechnung',
          question: 'kann man bei Ihnen mit Karte zahlen?',
          answer: 'Ja, wir nehmen alle gängigen Karten und auch Überweisungen.',
          about: 'Zahlungsmöglichkeiten',
        },
        {
          subject: 'eine Bestellung von letzter Woche',
          question: 'gibt es bei Ihnen Parkplätze?',
          answer: 'Ja, direkt hinter dem Gebäude gibt es kostenlose Parkplätze.',
          about: 'Parkplätzen',
        },
        {
          subject: 'ein Angebot für ein neues Projekt',
          question: 'haben Sie samstags geöffnet?',
          answer: 'Am Wochenende haben wir geschlossen, aber Sie können jederzeit eine Nachricht hinterlassen.',
          about: 'den Öffnungszeiten am Samstag',
        },
      ],
      visits: ['einen Besprechungstermin'],
    },
  },
};

export const INDUSTRY_PROFILES: Readonly<Record<Industry, IndustryProfile>> = {
  dental,
  salon,
  home_services: homeServices,
  law,
  restaurant,
  auto_repair: autoRepair,
  general,
};

/**
 * The trade a business's own words name most often (the first in INDUSTRIES on a tie), else `general`: "Harbor Dental,
 * cleanings and fillings" is a dental practice, "Joe's Garage, brakes and tires" an auto repair shop.
 */
export function industryOf(description: string): Industry {
  let best: Industry = 'general';
  let bestCount = 0;
  for (const industry of INDUSTRIES) {
    const signs = INDUSTRY_PROFILES[industry].signs;
    const count = signs ? (description.match(signs)?.length ?? 0) : 0;
    if (count > bestCount) [best, bestCount] = [industry, count];
  }
  return best;
}
