import {
  type Condition,
  createCondition,
  createVertexValue,
  DAY_OF_WEEK_TAG_ID,
  type Edge,
  NUMERIC_TAG_ID,
  type QuestionnaireInput,
  type SubQuestionnaireRef,
  type Vertex,
} from '@carecall/graph-core';

/** A questionnaire graph under construction, with generated vertex names and edge names in creation order. */
function createGraphBuilder() {
  const nodes: Vertex[] = [];
  const edges: Edge[] = [];
  return {
    add(value: Vertex['value']): string {
      const v = `auto_generated_${nodes.length + 1}`;
      nodes.push({ v, value });
      return v;
    },
    link(v: string, w: string, condition?: Condition): void {
      edges.push({ v, w, name: String(edges.length), value: condition ? [condition] : [] });
    },
    /** The questionnaire not yet stored (id -1) with the given fields, then this graph's vertices and edges. */
    finish(fields: Pick<QuestionnaireInput, 'questionnaire_name'> & Partial<QuestionnaireInput>): QuestionnaireInput {
      return { id: -1, ...fields, nodes, edges };
    },
  };
}

const say = (message: string) => createVertexValue('say', { message });
const yesNo = (name: string, question: string, unknownText = 'Please say yes or no.') =>
  createVertexValue('ask', { name, question, type: 'Twilio.YES_NO', unknownText });
const answer = (value: string) => createCondition('answer', value);

/** The questionnaire ids demo documents refer to, known once the referenced ones are stored. */
export interface DemoQuestionnaireRefs {
  spanishShadowId: number;
  subQuestionnaires: {
    diagnosis: SubQuestionnaireRef;
    personal: SubQuestionnaireRef;
    operational: SubQuestionnaireRef;
    embedded: SubQuestionnaireRef;
  };
  welcomeRecordingUrl: string;
}

/** A sub-questionnaire: a yes/no ask whose two answers each lead to a closing say, both complete vertices. */
function buildYesNoSubQuestionnaire(options: {
  name: string;
  type: 'diagnosis' | 'personal' | 'operational' | 'embedded';
  intro?: string;
  question: string;
  yes: string;
  no: string;
  followUp?: { question: string; unknownText: string };
}): QuestionnaireInput {
  const graph = createGraphBuilder();
  const intro = options.intro ? graph.add(say(options.intro)) : null;
  const ask = graph.add(yesNo('answer', options.question));
  if (intro) graph.link(intro, ask);
  const yes = graph.add(say(options.yes));
  const no = graph.add(say(options.no));
  graph.link(ask, yes, answer('Yes'));
  graph.link(ask, no, answer('No'));
  const complete = [no];
  if (options.followUp) {
    const reading = graph.add({
      ...createVertexValue('ask', {
        name: 'reading',
        question: options.followUp.question,
        unknownText: options.followUp.unknownText,
      }),
      tagsv2: [NUMERIC_TAG_ID, 6],
    });
    const thanks = graph.add(say('Thank you, I have noted it.'));
    graph.link(yes, reading);
    graph.link(reading, thanks);
    complete.push(thanks);
  } else {
    complete.push(yes);
  }
  return graph.finish({
    questionnaire_name: options.name,
    type: options.type,
    isSubQuestionnaire: true,
    starting_node: intro ?? ask,
    complete_node: complete,
  });
}

/** Diabetes follow-up: the diagnosis sub-questionnaire dynamic vertices of type diagnosis stand for. */
function buildDiabetesFollowUp(): QuestionnaireInput {
  return buildYesNoSubQuestionnaire({
    name: 'Diabetes follow-up',
    type: 'diagnosis',
    question: 'Did you check your blood sugar today?',
    yes: 'Good.',
    no: 'Please remember to check it every morning before breakfast.',
    followUp: { question: 'What was the reading?', unknownText: 'Please say the number on your meter.' },
  });
}

/** Medication reminder: the operational sub-questionnaire. */
function buildMedicationReminder(): QuestionnaireInput {
  return buildYesNoSubQuestionnaire({
    name: 'Medication reminder',
    type: 'operational',
    intro: 'A quick reminder about your medication.',
    question: 'Have you taken today’s medication?',
    yes: 'Well done, thank you.',
    no: 'Please take it as soon as you can, as your doctor prescribed.',
  });
}

/** Fall risk screening: the embedded-type sub-questionnaire the frame embeds. */
function buildFallRiskScreening(): QuestionnaireInput {
  return buildYesNoSubQuestionnaire({
    name: 'Fall risk screening',
    type: 'embedded',
    question: 'Have you fallen since our last call?',
    yes: 'Thank you for telling us. Your care manager {care_manager_name} will follow up with you.',
    no: 'Good. Please keep your walkways clear and well lit.',
  });
}

/** Mood check: the personal sub-questionnaire, a multi-branch ask over the mood hints. */
function buildMoodCheck(): QuestionnaireInput {
  const graph = createGraphBuilder();
  const ask = graph.add({
    ...createVertexValue('ask', {
      name: 'mood',
      question: 'How have you been feeling this week?',
      type: 'multi_branch',
      hintGroup: 'mood',
      multiBranchAnswers: [{ hints: ['happy', 'calm'] }, { hints: ['sad', 'lonely'] }, { hints: ['anxious'] }],
      unknownText: 'Please say happy, calm, sad, lonely or anxious.',
    }),
    tagsv2: [2],
  });
  const good = graph.add(say('I am glad to hear that.'));
  const low = graph.add(say('I am sorry to hear that. Someone from your care team will call you this week.'));
  const anxious = graph.add(say('Thank you for telling me. Try to take a few slow, deep breaths.'));
  graph.link(ask, good, answer('happy,calm'));
  graph.link(ask, low, answer('sad,lonely'));
  graph.link(ask, anxious, answer('anxious'));
  return graph.finish({
    questionnaire_name: 'Mood check',
    type: 'personal',
    isSubQuestionnaire: true,
    starting_node: ask,
    complete_node: [good, low, anxious],
  });
}

/** Chequeo semanal: the Spanish alternative of the weekly check-in, its shadow questionnaire. */
function buildSpanishCheckIn(): QuestionnaireInput {
  const graph = createGraphBuilder();
  const hello = graph.add(say('Hola {first_name}, le llamamos de {clinic_name} para su chequeo semanal.'));
  const ask = graph.add(yesNo('feeling_well', '¿Se siente bien hoy?', 'Por favor diga sí o no.'));
  const yes = graph.add(say('Me alegro mucho.'));
  const no = graph.add(say('Lo sentimos. Una enfermera le llamará hoy.'));
  const bye = graph.add(say('Gracias, {first_name}. Hasta la próxima semana.'));
  graph.link(hello, ask);
  graph.link(ask, yes, answer('Yes'));
  graph.link(ask, no, answer('No'));
  graph.link(yes, bye);
  graph.link(no, bye);
  return graph.finish({
    questionnaire_name: 'Chequeo semanal',
    type: 'alternative',
    language: 'es-US',
    starting_node: hello,
    complete_node: [bye],
  });
}

/**
 * Weekly check-in: one questionnaire with every non-frame vertex kind (say, ask, recording, hot transfer, both
 * validations, terminate call) and every ask type (yes/no, language, morning/afternoon, multi-branch, open-ended,
 * open-ended tagged numeric and day of week), shadowed by its Spanish alternative.
 */
function buildWeeklyCheckIn(refs: DemoQuestionnaireRefs): QuestionnaireInput {
  const graph = createGraphBuilder();
  const hello = graph.add(say('Hello {first_name}, this is {clinic_name} calling for your weekly check-in.'));
  const welcome = graph.add(
    createVertexValue('recording', {
      name: 'welcome',
      url: refs.welcomeRecordingUrl,
      transcription: 'Welcome to your weekly check-in. This call may be recorded to improve your care.',
    }),
  );
  const language = graph.add(
    createVertexValue('ask', {
      name: 'language',
      question: 'Would you like to continue in English or in Spanish?',
      type: 'language_intent',
      unknownText: 'Please say English or Spanish.',
    }),
  );
  const spanish = graph.add(say('Un momento, por favor. Continuaremos en inglés hoy.'));
  const dateOfBirth = graph.add(
    createVertexValue('date_of_birth_validation', {
      name: 'date of birth',
      requestMessage: 'To confirm it is you, please say your date of birth.',
      waitMessage: 'Thank you, one moment while I check that.',
    }),
  );
  const notConfirmed = graph.add(say('I am sorry, I could not confirm your identity. We will call you again soon.'));
  const zipCode = graph.add(
    createVertexValue('zip_code_validation', {
      name: 'zip code',
      requestMessage: 'Please say the zip code of your home address.',
      waitMessage: 'One moment while I check that.',
    }),
  );
  const zipNotMatched = graph.add(say('No problem, let us continue.'));
  const feeling = graph.add(yesNo('feeling_well', 'Are you feeling well today?'));
  const glad = graph.add(say('Glad to hear it.'));
  const pain = graph.add({
    ...createVertexValue('ask', {
      name: 'pain_location',
      question: 'I am sorry to hear that. Where does it hurt?',
      type: 'multi_branch',
      hintGroup: 'pain',
      multiBranchAnswers: [{ hints: ['headache'] }, { hints: ['back pain', 'neck pain'] }, { hints: ['chest pain'] }],
      unknownText: 'Please say headache, back pain, neck pain or chest pain.',
    }),
    tagsv2: [1],
  });
  const headache = graph.add(say('Noted, a headache.'));
  const backPain = graph.add(say('Noted, back or neck pain.'));
  const nurse = graph.add(
    createVertexValue('hot_transfer', { name: 'nurse', phone: '+1-202-555-0199', parameter: 'nurse_phone' }),
  );
  const connected = graph.add(say('I am connecting you to your nurse now. Please stay on the line.'));
  const notConnected = graph.add(say('Your nurse could not be reached right now; they will call you back today.'));
  const painScale = graph.add({
    ...createVertexValue('ask', {
      name: 'pain_scale',
      question: 'On a scale from zero to ten, how strong is any pain you feel today?',
      unknownText: 'Please say a number from zero to ten.',
    }),
    tagsv2: [NUMERIC_TAG_ID, 1],
  });
  const timeOfDay = graph.add({
    ...createVertexValue('ask', {
      name: 'call_time',
      question: 'Do you prefer our calls in the morning or in the afternoon?',
      type: 'morning_afternoon',
      unknownText: 'Please say morning, afternoon or both.',
    }),
    tagsv2: [101],
  });
  const day = graph.add({
    ...createVertexValue('ask', {
      name: 'call_day',
      question: 'Which day of the week suits you best for our next call?',
      unknownText: 'Please say a day of the week, for example Monday.',
    }),
    tagsv2: [DAY_OF_WEEK_TAG_ID],
  });
  const anythingElse = graph.add(
    createVertexValue('ask', {
      name: 'anything_else',
      question: 'Is there anything else you would like to tell your care team?',
    }),
  );
  const goodbye = graph.add(say('Thank you, {first_name}. Talk to you next week. Goodbye.'));
  const end = graph.add(createVertexValue('terminate_call', { name: 'end call' }));

  graph.link(hello, welcome);
  graph.link(welcome, language);
  graph.link(language, dateOfBirth, answer('English'));
  graph.link(language, spanish, answer('Spanish'));
  graph.link(spanish, dateOfBirth);
  graph.link(dateOfBirth, zipCode, createCondition('date_of_birth_validation', 'valid'));
  graph.link(dateOfBirth, notConfirmed, createCondition('date_of_birth_validation', 'invalid'));
  graph.link(notConfirmed, end);
  graph.link(zipCode, feeling, createCondition('zip_code_validation', 'valid'));
  graph.link(zipCode, zipNotMatched, createCondition('zip_code_validation', 'invalid'));
  graph.link(zipNotMatched, feeling);
  graph.link(feeling, glad, answer('Yes'));
  graph.link(feeling, pain, answer('No'));
  graph.link(glad, painScale);
  graph.link(pain, headache, answer('headache'));
  graph.link(pain, backPain, answer('back pain,neck pain'));
  graph.link(pain, nurse, answer('chest pain'));
  graph.link(headache, painScale);
  graph.link(backPain, painScale);
  graph.link(nurse, connected, createCondition('hot_transfer', 'answered'));
  graph.link(nurse, notConnected, createCondition('hot_transfer', 'not-answered'));
  graph.link(connected, end);
  graph.link(notConnected, painScale);
  graph.link(painScale, timeOfDay);
  graph.link(timeOfDay, day);
  graph.link(day, anythingElse);
  graph.link(anythingElse, goodbye);

  return graph.finish({
    questionnaire_name: 'Weekly check-in',
    type: 'none',
    language: 'en-US',
    shadow_questionnaire_id: refs.spanishShadowId,
    starting_node: hello,
    complete_node: [goodbye],
  });
}

/**
 * Monthly wellness call: a frame that runs the client's diagnosis, personal and operational sub-questionnaires
 * (dynamic vertices) and embeds the fall risk screening.
 */
function buildMonthlyWellnessCall(refs: DemoQuestionnaireRefs): QuestionnaireInput {
  const graph = createGraphBuilder();
  const { diagnosis, personal, operational, embedded } = refs.subQuestionnaires;
  const hello = graph.add(say('Hello {first_name}, this is your monthly wellness call from {clinic_name}.'));
  const diagnosisStep = graph.add(createVertexValue('dynamic', { type: 'diagnosis' }));
  const personalStep = graph.add(createVertexValue('dynamic', { type: 'personal' }));
  const operationalStep = graph.add(createVertexValue('dynamic', { type: 'operational' }));
  const falls = graph.add(
    createVertexValue('embedded', {
      questionnaireId: embedded.questionnaireId,
      questionnaireName: embedded.questionnaireName,
    }),
  );
  const goodbye = graph.add(say('Thank you for your time, {first_name}. Goodbye.'));
  graph.link(hello, diagnosisStep);
  graph.link(diagnosisStep, personalStep);
  graph.link(personalStep, operationalStep);
  graph.link(operationalStep, falls);
  graph.link(falls, goodbye);
  return graph.finish({
    questionnaire_name: 'Monthly wellness call',
    type: 'none',
    starting_node: hello,
    complete_node: [goodbye],
    sub_questionnaires: [diagnosis, personal, operational, embedded],
  });
}

/** A short yes/no questionnaire, for the archived one and the child organization's own. */
function buildShortQuestionnaire(options: {
  name: string;
  hello: string;
  question: string;
  yes: string;
  no: string;
  archive?: boolean;
}): QuestionnaireInput {
  const graph = createGraphBuilder();
  const hello = graph.add(say(options.hello));
  const ask = graph.add(yesNo('answer', options.question));
  const yes = graph.add(say(options.yes));
  const no = graph.add(say(options.no));
  graph.link(hello, ask);
  graph.link(ask, yes, answer('Yes'));
  graph.link(ask, no, answer('No'));
  return graph.finish({
    questionnaire_name: options.name,
    archive: options.archive ?? false,
    starting_node: hello,
    complete_node: [yes, no],
  });
}

/**
 * The demo questionnaires, one builder each, written with graph-core's own constructors so they are valid by
 * construction; the seed stores them in dependency order (sub-questionnaires and the shadow before what refers to
 * them).
 */
export const demoQuestionnaireBuilders = {
  diabetesFollowUp: buildDiabetesFollowUp,
  medicationReminder: buildMedicationReminder,
  fallRiskScreening: buildFallRiskScreening,
  moodCheck: buildMoodCheck,
  spanishCheckIn: buildSpanishCheckIn,
  weeklyCheckIn: buildWeeklyCheckIn,
  monthlyWellnessCall: buildMonthlyWellnessCall,
  shortQuestionnaire: buildShortQuestionnaire,
};
