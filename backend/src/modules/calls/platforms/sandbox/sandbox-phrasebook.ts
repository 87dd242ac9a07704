import type { CallOutcome } from '../voice-platform';

/** What one simulated conversation is about: the business, who called and what they wanted. */
export interface Scene {
  /** The customer's company, else the receptionist's name. */
  business: string;
  /** The receptionist's name, as it introduces itself. */
  receptionist: string;
  caller: string;
  day: string;
  time: string;
  topic: Topic;
  /** The answer to the caller's question, when the business told the receptionist one (its company information or hours). */
  ownAnswer: string | null;
}

/** Something a caller wants: a subject for a message or a transfer, and a question with its answer. */
export interface Topic {
  subject: string;
  question: string;
  answer: string;
  /** How the summary names the question. */
  about: string;
}

/** A conversation's lines, receptionist first and alternating; the summary says what came of it. */
type Script = (scene: Scene) => { lines: string[]; summary: string };

/** One language's words for every outcome, so a call in that language reads as one from start to end. */
export interface Phrasebook {
  /** The BCP 47 tag the call is stored with. */
  tag: string;
  /** The country code of the callers' numbers. */
  countryCode: string;
  callerNames: readonly string[];
  days: readonly string[];
  times: readonly string[];
  topics: readonly Topic[];
  greeting: (scene: Scene) => string;
  scripts: Readonly<Record<CallOutcome, readonly Script[]>>;
}

const english: Phrasebook = {
  tag: 'en-US',
  countryCode: '1',
  callerNames: [
    'Emily Carter',
    'James Miller',
    'Olivia Brooks',
    'Michael Chen',
    'Sophia Turner',
    'Daniel Reed',
    'Grace Kim',
    'Ethan Walsh',
    'Ava Patel',
    'Noah Bennett',
  ],
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  times: ['9:00 AM', '9:30 AM', '10:15 AM', '11:00 AM', '1:30 PM', '2:45 PM', '3:30 PM', '4:15 PM'],
  topics: [
    {
      subject: 'my invoice',
      question: 'do you take credit cards?',
      answer: 'Yes, we accept all major credit cards, and you can also pay by bank transfer.',
      about: 'payment options',
    },
    {
      subject: 'an order I placed last week',
      question: 'is there parking near you?',
      answer: "Yes, there's free parking right behind the building.",
      about: 'parking',
    },
    {
      subject: 'a quote for a new project',
      question: 'how long does a first visit usually take?',
      answer: 'A first visit usually takes about an hour.',
      about: 'how long a visit takes',
    },
    {
      subject: 'rescheduling my visit',
      question: 'are you open on Saturdays?',
      answer: "We're open Saturday mornings from 9 to 1.",
      about: 'Saturday opening',
    },
  ],
  greeting: (scene) => `Thank you for calling ${scene.business}, this is ${scene.receptionist}. How can I help you today?`,
  scripts: {
    appointment_booked: [
      (s) => ({
        lines: [
          "Hi, I'd like to book an appointment, please.",
          'Of course. May I have your name?',
          `It's ${s.caller}.`,
          `Thanks, ${s.caller}. I have ${s.day} at ${s.time} available. Would that work for you?`,
          `${s.day} at ${s.time} is perfect.`,
          `Great, you're booked for ${s.day} at ${s.time}. You'll get a confirmation text shortly. Anything else I can do for you?`,
          "No, that's all. Thank you!",
        ],
        summary: `${s.caller} booked an appointment for ${s.day} at ${s.time}. A confirmation text was sent.`,
      }),
    ],
    message_taken: [
      (s) => ({
        lines: [
          `Hi, is someone available to talk about ${s.topic.subject}?`,
          "Everyone is busy at the moment, but I'd be happy to take a message. May I have your name?",
          `${s.caller}. Could someone call me back about ${s.topic.subject}?`,
          'Of course. Is the number you are calling from the best one to reach you?',
          'Yes, this number is fine.',
          `Got it, ${s.caller}. I'll pass your message on and someone will call you back today.`,
        ],
        summary: `${s.caller} asked for a call back about ${s.topic.subject}. The receptionist took a message and promised a call back today.`,
      }),
    ],
    transferred: [
      (s) => ({
        lines: [
          `Hi, I need to speak with someone about ${s.topic.subject}. It's urgent.`,
          'I understand. May I have your name, please?',
          `${s.caller}.`,
          `Thank you, ${s.caller}. I'm transferring you to the team now, please hold.`,
        ],
        summary: `${s.caller} needed urgent help with ${s.topic.subject} and was transferred to the team.`,
      }),
    ],
    answered_question: [
      (s) => ({
        lines: [
          `Hi, quick question: ${s.ownAnswer ? 'what do you do, exactly?' : s.topic.question}`,
          s.ownAnswer ?? s.topic.answer,
          "Great, that's helpful.",
          'Is there anything else I can help you with?',
          "No, that's it. Thanks, bye!",
        ],
        summary: `A caller asked ${s.ownAnswer ? 'what the business does' : `about ${s.topic.about}`}; the receptionist answered and the caller had no further questions.`,
      }),
    ],
    spam: [
      (s) => ({
        lines: [
          'Congratulations! You have been selected for a free cruise. Press one now to claim your prize.',
          `This line is only for customers of ${s.business}. Goodbye.`,
        ],
        summary: 'An automated sales call offering a free cruise; the receptionist ended the call.',
      }),
      () => ({
        lines: ["This is an important message about your car's extended warranty. Please stay on the line.", "We're not interested, thank you. Goodbye."],
        summary: "A robocall about a car's extended warranty; the receptionist ended the call.",
      }),
    ],
    hang_up: [
      () => ({ lines: ['Oh, sorry, wrong number.'], summary: 'The caller had dialed a wrong number and hung up.' }),
      () => ({ lines: [], summary: 'The caller hung up after the greeting without saying anything.' }),
    ],
    failed: [
      (s) => ({
        lines: [`Hi, I'm calling about ${s.topic.subject}.`, "I'm sorry, I'm having trouble hearing you. Could you say that again?"],
        summary: "The call dropped because of a technical problem before the caller's request was understood.",
      }),
    ],
  },
};

const spanish: Phrasebook = {
  tag: 'es-ES',
  countryCode: '34',
  callerNames: ['Lucía García', 'Javier Martínez', 'Carmen López', 'Diego Fernández', 'Elena Ruiz', 'Pablo Sánchez', 'Marta Romero', 'Andrés Torres'],
  days: ['el lunes', 'el martes', 'el miércoles', 'el jueves', 'el viernes'],
  times: ['9:00', '9:30', '10:15', '11:00', '13:30', '16:45', '17:30'],
  topics: [
    {
      subject: 'mi factura',
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
      question: '¿cuánto dura una primera visita?',
      answer: 'Una primera visita suele durar una hora.',
      about: 'la duración de una visita',
    },
    { subject: 'cambiar mi cita', question: '¿abren los sábados?', answer: 'Abrimos los sábados por la mañana, de 9 a 13.', about: 'el horario del sábado' },
  ],
  greeting: (scene) => `Gracias por llamar a ${scene.business}, le atiende ${scene.receptionist}. ¿En qué puedo ayudarle?`,
  scripts: {
    appointment_booked: [
      (s) => ({
        lines: [
          'Hola, quería pedir una cita, por favor.',
          'Por supuesto. ¿Me dice su nombre?',
          `Soy ${s.caller}.`,
          `Gracias, ${s.caller}. Tengo un hueco ${s.day} a las ${s.time}. ¿Le viene bien?`,
          `${s.day} a las ${s.time} me viene perfecto.`,
          `Perfecto, queda reservada su cita ${s.day} a las ${s.time}. Le enviaremos un SMS de confirmación. ¿Algo más?`,
          'No, eso es todo. ¡Muchas gracias!',
        ],
        summary: `${s.caller} reservó una cita ${s.day} a las ${s.time}. Se envió un SMS de confirmación.`,
      }),
    ],
    message_taken: [
      (s) => ({
        lines: [
          `Hola, ¿puedo hablar con alguien sobre ${s.topic.subject}?`,
          'Ahora mismo no hay nadie disponible, pero puedo tomar nota. ¿Me dice su nombre?',
          `${s.caller}. ¿Pueden llamarme sobre ${s.topic.subject}?`,
          '¡Claro! ¿Le llamamos a este mismo número?',
          'Sí, a este número.',
          `Anotado, ${s.caller}. Paso el mensaje y le llamarán hoy mismo.`,
        ],
        summary: `${s.caller} pidió que le llamen sobre ${s.topic.subject}. La recepcionista tomó nota y prometió una llamada hoy.`,
      }),
    ],
    transferred: [
      (s) => ({
        lines: [
          `Hola, necesito hablar con alguien sobre ${s.topic.subject}. Es urgente.`,
          'Entiendo. ¿Me dice su nombre, por favor?',
          `${s.caller}.`,
          `Gracias, ${s.caller}. Le paso con el equipo ahora mismo, no cuelgue.`,
        ],
        summary: `${s.caller} necesitaba ayuda urgente con ${s.topic.subject} y se le pasó con el equipo.`,
      }),
    ],
    answered_question: [
      (s) => ({
        lines: [
          `Hola, una pregunta rápida: ${s.topic.question}`,
          s.topic.answer,
          'Perfecto, muchas gracias.',
          '¿Puedo ayudarle en algo más?',
          'No, eso es todo. ¡Adiós!',
        ],
        summary: `Una persona preguntó por ${s.topic.about}; la recepcionista respondió y no hubo más preguntas.`,
      }),
    ],
    spam: [
      () => ({
        lines: ['¡Enhorabuena! Ha sido seleccionado para un crucero gratis. Pulse uno para reclamar su premio.', 'Esta línea es solo para clientes. Adiós.'],
        summary: 'Una llamada automática ofreciendo un crucero gratis; la recepcionista colgó.',
      }),
    ],
    hang_up: [
      () => ({ lines: ['Ay, perdón, me he equivocado de número.'], summary: 'La persona se equivocó de número y colgó.' }),
      () => ({ lines: [], summary: 'La persona colgó tras el saludo sin decir nada.' }),
    ],
    failed: [
      (s) => ({
        lines: [`Hola, llamo por ${s.topic.subject}.`, 'Disculpe, le oigo muy mal. ¿Puede repetirlo?'],
        summary: 'La llamada se cortó por un problema técnico antes de entender lo que se pedía.',
      }),
    ],
  },
};

const french: Phrasebook = {
  tag: 'fr-FR',
  countryCode: '33',
  callerNames: ['Camille Martin', 'Louis Bernard', 'Chloé Dubois', 'Hugo Lefèvre', 'Manon Moreau', 'Julien Laurent', 'Léa Girard', 'Thomas Roux'],
  days: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi'],
  times: ['9 h', '9 h 30', '10 h 15', '11 h', '13 h 30', '16 h 45', '17 h 30'],
  topics: [
    {
      subject: 'ma facture',
      question: 'vous acceptez la carte bancaire ?',
      answer: 'Oui, nous acceptons toutes les cartes, et aussi les virements.',
      about: 'les moyens de paiement',
    },
    {
      subject: 'une commande de la semaine dernière',
      question: 'il y a un parking à proximité ?',
      answer: 'Oui, il y a un parking gratuit juste derrière le bâtiment.',
      about: 'le stationnement',
    },
    {
      subject: 'un devis pour un nouveau projet',
      question: 'combien de temps dure un premier rendez-vous ?',
      answer: 'Un premier rendez-vous dure environ une heure.',
      about: "la durée d'un rendez-vous",
    },
    {
      subject: 'déplacer mon rendez-vous',
      question: 'vous êtes ouverts le samedi ?',
      answer: 'Nous sommes ouverts le samedi matin, de 9 h à 13 h.',
      about: "l'ouverture du samedi",
    },
  ],
  greeting: (scene) => `${scene.business}, bonjour, ${scene.receptionist} à votre écoute. Que puis-je faire pour vous ?`,
  scripts: {
    appointment_booked: [
      (s) => ({
        lines: [
          "Bonjour, j'aimerais prendre rendez-vous, s'il vous plaît.",
          'Bien sûr. Puis-je avoir votre nom ?',
          `${s.caller}.`,
          `Merci. J'ai une place ${s.day} à ${s.time}. Cela vous convient ?`,
          `${s.day} à ${s.time}, c'est parfait.`,
          `C'est noté pour ${s.day} à ${s.time}. Vous recevrez un SMS de confirmation. Autre chose ?`,
          "Non, c'est tout. Merci beaucoup !",
        ],
        summary: `${s.caller} a pris rendez-vous ${s.day} à ${s.time}. Un SMS de confirmation a été envoyé.`,
      }),
    ],
    message_taken: [
      (s) => ({
        lines: [
          `Bonjour, est-ce que je peux parler à quelqu'un au sujet de ${s.topic.subject} ?`,
          'Personne n’est disponible pour le moment, mais je peux prendre un message. Quel est votre nom ?',
          `${s.caller}. Pouvez-vous me faire rappeler au sujet de ${s.topic.subject} ?`,
          'Bien sûr. On vous rappelle à ce numéro ?',
          'Oui, ce numéro est très bien.',
          `C'est noté. Je transmets votre message et on vous rappelle aujourd'hui.`,
        ],
        summary: `${s.caller} souhaite être rappelé au sujet de ${s.topic.subject}. La réceptionniste a pris un message et promis un rappel aujourd'hui.`,
      }),
    ],
    transferred: [
      (s) => ({
        lines: [
          `Bonjour, je dois parler à quelqu'un au sujet de ${s.topic.subject}. C'est urgent.`,
          'Je comprends. Puis-je avoir votre nom ?',
          `${s.caller}.`,
          `Merci. Je vous passe l'équipe tout de suite, ne quittez pas.`,
        ],
        summary: `${s.caller} avait besoin d'aide urgente pour ${s.topic.subject} et a été transféré à l'équipe.`,
      }),
    ],
    answered_question: [
      (s) => ({
        lines: [
          `Bonjour, une petite question : ${s.topic.question}`,
          s.topic.answer,
          'Parfait, merci.',
          'Puis-je vous aider pour autre chose ?',
          "Non, c'est tout. Au revoir !",
        ],
        summary: `Un appelant a posé une question sur ${s.topic.about} ; la réceptionniste a répondu et il n'avait pas d'autre question.`,
      }),
    ],
    spam: [
      () => ({
        lines: [
          'Félicitations ! Vous avez gagné une croisière gratuite. Appuyez sur la touche un pour réclamer votre cadeau.',
          'Cette ligne est réservée aux clients. Au revoir.',
        ],
        summary: 'Un appel automatique proposant une croisière gratuite ; la réceptionniste a raccroché.',
      }),
    ],
    hang_up: [
      () => ({ lines: ['Oh, pardon, je me suis trompé de numéro.'], summary: "L'appelant s'est trompé de numéro et a raccroché." }),
      () => ({ lines: [], summary: "L'appelant a raccroché après l'accueil sans rien dire." }),
    ],
    failed: [
      (s) => ({
        lines: [`Bonjour, j'appelle au sujet de ${s.topic.subject}.`, 'Excusez-moi, je vous entends très mal. Pouvez-vous répéter ?'],
        summary: "L'appel a été coupé par un problème technique avant que la demande soit comprise.",
      }),
    ],
  },
};

const german: Phrasebook = {
  tag: 'de-DE',
  countryCode: '49',
  callerNames: ['Anna Schmidt', 'Lukas Müller', 'Laura Weber', 'Felix Wagner', 'Lena Becker', 'Jonas Hoffmann', 'Sarah Koch', 'Paul Richter'],
  days: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag'],
  times: ['9:00 Uhr', '9:30 Uhr', '10:15 Uhr', '11:00 Uhr', '13:30 Uhr', '16:45 Uhr'],
  topics: [
    {
      subject: 'meine Rechnung',
      question: 'kann man bei Ihnen mit Karte zahlen?',
      answer: 'Ja, wir nehmen alle gängigen Karten und auch Überweisungen.',
      about: 'Zahlungsmöglichkeiten',
    },
    {
      subject: 'eine Bestellung von letzter Woche',
      question: 'gibt es bei Ihnen Parkplätze?',
      answer: 'Ja, direkt hinter dem Gebäude gibt es kostenlose Parkplätze.',
      about: 'Parkplätze',
    },
    {
      subject: 'ein Angebot für ein neues Projekt',
      question: 'wie lange dauert ein erster Termin?',
      answer: 'Ein erster Termin dauert etwa eine Stunde.',
      about: 'die Dauer eines Termins',
    },
    {
      subject: 'die Verschiebung meines Termins',
      question: 'haben Sie samstags geöffnet?',
      answer: 'Samstags haben wir von 9 bis 13 Uhr geöffnet.',
      about: 'die Öffnungszeiten am Samstag',
    },
  ],
  greeting: (scene) => `${scene.business}, guten Tag, hier spricht ${scene.receptionist}. Wie kann ich Ihnen helfen?`,
  scripts: {
    appointment_booked: [
      (s) => ({
        lines: [
          'Hallo, ich möchte gern einen Termin vereinbaren.',
          'Sehr gern. Wie ist Ihr Name?',
          `${s.caller}.`,
          `Danke. Ich hätte ${s.day} um ${s.time} frei. Passt Ihnen das?`,
          `${s.day} um ${s.time} passt perfekt.`,
          `Wunderbar, Ihr Termin ist am ${s.day} um ${s.time}. Sie bekommen gleich eine Bestätigung per SMS. Kann ich sonst noch helfen?`,
          'Nein, das war alles. Vielen Dank!',
        ],
        summary: `${s.caller} hat einen Termin am ${s.day} um ${s.time} gebucht. Eine Bestätigung per SMS wurde verschickt.`,
      }),
    ],
    message_taken: [
      (s) => ({
        lines: [
          `Hallo, kann ich mit jemandem über ${s.topic.subject} sprechen?`,
          'Im Moment ist leider niemand erreichbar, aber ich nehme gern eine Nachricht auf. Wie ist Ihr Name?',
          `${s.caller}. Kann mich jemand wegen ${s.topic.subject} zurückrufen?`,
          'Natürlich. Erreichen wir Sie unter dieser Nummer?',
          'Ja, diese Nummer passt.',
          `Notiert. Ich gebe Ihre Nachricht weiter, und Sie werden heute noch zurückgerufen.`,
        ],
        summary: `${s.caller} bittet um Rückruf wegen ${s.topic.subject}. Die Rezeption hat eine Nachricht aufgenommen und einen Rückruf für heute zugesagt.`,
      }),
    ],
    transferred: [
      (s) => ({
        lines: [
          `Hallo, ich muss dringend mit jemandem über ${s.topic.subject} sprechen.`,
          'Verstehe. Wie ist Ihr Name, bitte?',
          `${s.caller}.`,
          'Danke. Ich verbinde Sie jetzt mit dem Team, einen Moment bitte.',
        ],
        summary: `${s.caller} brauchte dringend Hilfe wegen ${s.topic.subject} und wurde mit dem Team verbunden.`,
      }),
    ],
    answered_question: [
      (s) => ({
        lines: [
          `Hallo, eine kurze Frage: ${s.topic.question}`,
          s.topic.answer,
          'Super, danke.',
          'Kann ich sonst noch etwas für Sie tun?',
          'Nein, das war es schon. Tschüss!',
        ],
        summary: `Ein Anrufer fragte nach ${s.topic.about}; die Rezeption hat geantwortet, weitere Fragen gab es nicht.`,
      }),
    ],
    spam: [
      () => ({
        lines: [
          'Herzlichen Glückwunsch! Sie haben eine Gratis-Kreuzfahrt gewonnen. Drücken Sie die Eins, um Ihren Preis anzufordern.',
          'Diese Leitung ist nur für Kunden. Auf Wiederhören.',
        ],
        summary: 'Ein automatischer Werbeanruf für eine Gratis-Kreuzfahrt; die Rezeption hat aufgelegt.',
      }),
    ],
    hang_up: [
      () => ({ lines: ['Oh, Entschuldigung, falsch verbunden.'], summary: 'Der Anrufer hatte sich verwählt und aufgelegt.' }),
      () => ({ lines: [], summary: 'Der Anrufer hat nach der Begrüßung wortlos aufgelegt.' }),
    ],
    failed: [
      (s) => ({
        lines: [`Hallo, ich rufe wegen ${s.topic.subject} an.`, 'Entschuldigung, ich verstehe Sie sehr schlecht. Können Sie das wiederholen?'],
        summary: 'Der Anruf brach wegen eines technischen Problems ab, bevor das Anliegen verstanden wurde.',
      }),
    ],
  },
};

/** The receptionist languages the sandbox can speak (receptionist-languages.ts names them); the others get English calls. */
export const PHRASEBOOKS: Readonly<Record<string, Phrasebook>> = { English: english, Spanish: spanish, French: french, German: german };
export const FALLBACK_PHRASEBOOK = english;
