import type { CallOutcome } from '../voice-platform';

/** What one simulated conversation is about: the business, who called and what they wanted. */
export interface Scene {
  /** The customer's company, else the receptionist's name: what the receptionist answers the phone as. */
  business: string;
  /** The one name the caller gives on this call: the transcript, the summary and the booking all use it. */
  caller: string;
  /** The day offered, as said on the phone: "tomorrow" or its weekday. */
  day: string;
  /** The same day by its weekday, as the summary says it. */
  weekday: string;
  time: string;
  topic: Topic;
  /** What the caller books, in the business's words: "a cleaning", "a table for four". */
  visit: string;
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

/** The languages the sandbox's callers speak, by the BCP 47 tag a call is stored with. */
export type SandboxLanguage = 'en-US' | 'es-ES' | 'fr-FR' | 'de-DE';

/** One language's words for every outcome, so a call in that language reads as one from start to end. */
export interface Phrasebook {
  tag: SandboxLanguage;
  /** The country code of the callers' numbers. */
  countryCode: string;
  callerNames: readonly string[];
  /** Sunday first (as Date#getUTCDay counts), in the form the scripts say them: "Tuesday", "el martes", "am Dienstag". */
  weekdays: readonly string[];
  tomorrow: string;
  /** A time of day, in minutes after midnight, as this language says it. */
  time: (minutes: number) => string;
  greeting: (scene: Scene) => string;
  scripts: Readonly<Record<CallOutcome, readonly Script[]>>;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const twoDigits = (minutes: number) => String(minutes % 60).padStart(2, '0');
/** 24-hour "9:30", "13:30": how Spain and Germany write the time. */
const clock = (minutes: number) => `${Math.floor(minutes / 60)}:${twoDigits(minutes)}`;

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
  weekdays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  tomorrow: 'tomorrow',
  time: (minutes) => `${((Math.floor(minutes / 60) + 11) % 12) + 1}:${twoDigits(minutes)} ${minutes < 720 ? 'AM' : 'PM'}`,
  greeting: (scene) => `Thank you for calling ${scene.business}. How can I help you today?`,
  scripts: {
    appointment_booked: [
      (s) => ({
        lines: [
          `Hi, I'd like to book ${s.visit}, please.`,
          'Of course. May I have your name?',
          `It's ${s.caller}.`,
          `Thanks, ${s.caller}. I have ${s.day} at ${s.time} available. Would that work for you?`,
          `${capitalize(s.day)} at ${s.time} is perfect.`,
          `Great, that's ${s.visit} for ${s.caller}, ${s.day} at ${s.time}. You'll get a confirmation text shortly. Anything else I can do for you?`,
          "No, that's all. Thank you!",
        ],
        summary: `${s.caller} booked ${s.visit} for ${s.weekday} at ${s.time}. A confirmation text was sent.`,
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
          `Hi, could I speak with someone about ${s.topic.subject}?`,
          'Of course. May I have your name, please?',
          `${s.caller}.`,
          `Thank you, ${s.caller}. I'm putting you through to the team now, please hold.`,
        ],
        summary: `${s.caller} asked to speak with someone about ${s.topic.subject} and was put through to the team.`,
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
  weekdays: ['el domingo', 'el lunes', 'el martes', 'el miércoles', 'el jueves', 'el viernes', 'el sábado'],
  tomorrow: 'mañana',
  time: clock,
  greeting: (scene) => `Gracias por llamar a ${scene.business}. ¿En qué puedo ayudarle?`,
  scripts: {
    appointment_booked: [
      (s) => ({
        lines: [
          `Hola, quería reservar ${s.visit}, por favor.`,
          'Por supuesto. ¿Me dice su nombre?',
          `Soy ${s.caller}.`,
          `Gracias, ${s.caller}. Tengo un hueco ${s.day} a las ${s.time}. ¿Le viene bien?`,
          `${capitalize(s.day)} a las ${s.time} me viene perfecto.`,
          `Perfecto: ${s.visit} para ${s.caller}, ${s.day} a las ${s.time}. Le enviaremos un SMS de confirmación. ¿Algo más?`,
          'No, eso es todo. ¡Muchas gracias!',
        ],
        summary: `${s.caller} reservó ${s.visit} para ${s.weekday} a las ${s.time}. Se envió un SMS de confirmación.`,
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
          `Hola, ¿puedo hablar con alguien sobre ${s.topic.subject}?`,
          'Por supuesto. ¿Me dice su nombre, por favor?',
          `${s.caller}.`,
          `Gracias, ${s.caller}. Le paso con el equipo ahora mismo, no cuelgue.`,
        ],
        summary: `${s.caller} pidió hablar con alguien sobre ${s.topic.subject} y se le pasó con el equipo.`,
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
  weekdays: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
  tomorrow: 'demain',
  time: (minutes) => `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${twoDigits(minutes)}` : ''}`,
  greeting: (scene) => `${scene.business}, bonjour. Que puis-je faire pour vous ?`,
  scripts: {
    appointment_booked: [
      (s) => ({
        lines: [
          `Bonjour, j'aimerais réserver ${s.visit}, s'il vous plaît.`,
          'Bien sûr. Puis-je avoir votre nom ?',
          `${s.caller}.`,
          `Merci, ${s.caller}. J'ai une place ${s.day} à ${s.time}. Cela vous convient ?`,
          `${capitalize(s.day)} à ${s.time}, c'est parfait.`,
          `C'est noté : ${s.visit} pour ${s.caller}, ${s.day} à ${s.time}. Vous recevrez un SMS de confirmation. Autre chose ?`,
          "Non, c'est tout. Merci beaucoup !",
        ],
        summary: `${s.caller} a réservé ${s.visit} pour ${s.weekday} à ${s.time}. Un SMS de confirmation a été envoyé.`,
      }),
    ],
    message_taken: [
      (s) => ({
        lines: [
          `Bonjour, est-ce que je peux parler à quelqu'un au sujet ${s.topic.subject} ?`,
          'Personne n’est disponible pour le moment, mais je peux prendre un message. Quel est votre nom ?',
          `${s.caller}. Pouvez-vous me faire rappeler au sujet ${s.topic.subject} ?`,
          'Bien sûr. On vous rappelle à ce numéro ?',
          'Oui, ce numéro est très bien.',
          `C'est noté. Je transmets votre message et on vous rappelle aujourd'hui.`,
        ],
        summary: `${s.caller} souhaite être rappelé au sujet ${s.topic.subject}. La réceptionniste a pris un message et promis un rappel aujourd'hui.`,
      }),
    ],
    transferred: [
      (s) => ({
        lines: [
          `Bonjour, je voudrais parler à quelqu'un au sujet ${s.topic.subject}.`,
          'Bien sûr. Puis-je avoir votre nom ?',
          `${s.caller}.`,
          `Merci, ${s.caller}. Je vous passe l'équipe tout de suite, ne quittez pas.`,
        ],
        summary: `${s.caller} a demandé à parler à quelqu'un au sujet ${s.topic.subject} et a été mis en relation avec l'équipe.`,
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
        lines: [`Bonjour, j'appelle au sujet ${s.topic.subject}.`, 'Excusez-moi, je vous entends très mal. Pouvez-vous répéter ?'],
        summary: "L'appel a été coupé par un problème technique avant que la demande soit comprise.",
      }),
    ],
  },
};

const german: Phrasebook = {
  tag: 'de-DE',
  countryCode: '49',
  callerNames: ['Anna Schmidt', 'Lukas Müller', 'Laura Weber', 'Felix Wagner', 'Lena Becker', 'Jonas Hoffmann', 'Sarah Koch', 'Paul Richter'],
  weekdays: ['am Sonntag', 'am Montag', 'am Dienstag', 'am Mittwoch', 'am Donnerstag', 'am Freitag', 'am Samstag'],
  tomorrow: 'morgen',
  time: (minutes) => `${clock(minutes)} Uhr`,
  greeting: (scene) => `${scene.business}, guten Tag. Wie kann ich Ihnen helfen?`,
  scripts: {
    appointment_booked: [
      (s) => ({
        lines: [
          `Hallo, ich möchte gern ${s.visit} buchen.`,
          'Sehr gern. Wie ist Ihr Name?',
          `${s.caller}.`,
          `Danke, ${s.caller}. Ich hätte ${s.day} um ${s.time} frei. Passt Ihnen das?`,
          `${capitalize(s.day)} um ${s.time} passt perfekt.`,
          `Wunderbar: ${s.visit} für ${s.caller}, ${s.day} um ${s.time}. Sie bekommen gleich eine Bestätigung per SMS. Kann ich sonst noch helfen?`,
          'Nein, das war alles. Vielen Dank!',
        ],
        summary: `${s.caller} hat ${s.visit} ${s.weekday} um ${s.time} gebucht. Eine Bestätigung per SMS wurde verschickt.`,
      }),
    ],
    message_taken: [
      (s) => ({
        lines: [
          `Hallo, kann ich mit jemandem über ${s.topic.subject} sprechen?`,
          'Im Moment ist leider niemand erreichbar, aber ich nehme gern eine Nachricht auf. Wie ist Ihr Name?',
          `${s.caller}. Kann mich jemand zurückrufen? Es geht um ${s.topic.subject}.`,
          'Natürlich. Erreichen wir Sie unter dieser Nummer?',
          'Ja, diese Nummer passt.',
          `Notiert. Ich gebe Ihre Nachricht weiter, und Sie werden heute noch zurückgerufen.`,
        ],
        summary: `${s.caller} bittet um Rückruf, es geht um ${s.topic.subject}. Die Rezeption hat eine Nachricht aufgenommen und einen Rückruf für heute zugesagt.`,
      }),
    ],
    transferred: [
      (s) => ({
        lines: [
          `Hallo, kann ich mit jemandem über ${s.topic.subject} sprechen?`,
          'Natürlich. Wie ist Ihr Name, bitte?',
          `${s.caller}.`,
          `Danke, ${s.caller}. Ich verbinde Sie jetzt mit dem Team, einen Moment bitte.`,
        ],
        summary: `${s.caller} wollte mit jemandem über ${s.topic.subject} sprechen und wurde mit dem Team verbunden.`,
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
        lines: [`Hallo, ich rufe an, es geht um ${s.topic.subject}.`, 'Entschuldigung, ich verstehe Sie sehr schlecht. Können Sie das wiederholen?'],
        summary: 'Der Anruf brach wegen eines technischen Problems ab, bevor das Anliegen verstanden wurde.',
      }),
    ],
  },
};

/** The receptionist languages the sandbox can speak (receptionist-languages.ts names them); the others get English calls. */
export const PHRASEBOOKS: Readonly<Record<string, Phrasebook>> = { English: english, Spanish: spanish, French: french, German: german };
export const FALLBACK_PHRASEBOOK = english;
