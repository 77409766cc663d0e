// The public surface of @carecall/graph-core. Everything a consumer may use is named here; nothing else is public.

export type { Condition, ConditionAction } from './condition.ts';
export { conditionActionSchema, conditionSchema, createCondition } from './condition.ts';
export type { ConditionSpec } from './conditionOptions.ts';
export { canHaveOutgoingEdges, getConditionSpec } from './conditionOptions.ts';
export type { Edge, EdgeKey } from './edge.ts';
export { edgeSchema, formatEdgeKey, getEdgeKey, isEdgeKey } from './edge.ts';
export type { GraphLabel, QuestionnaireGraph } from './graph.ts';
export { fromGraph, toGraph } from './graph.ts';
export { extractParameters, findUnknownParameters, normalizeParameterKey } from './parameters.ts';
export type { ParseQuestionnaireResult, SchemaIssue } from './parseQuestionnaire.ts';
export { assertQuestionnaire, formatIssuePath, parseQuestionnaire } from './parseQuestionnaire.ts';
export type {
  Questionnaire,
  QuestionnaireInput,
  QuestionnaireLanguage,
  QuestionnaireType,
  SubQuestionnaireRef,
  Vertex,
} from './questionnaire.ts';
export {
  NEW_QUESTIONNAIRE_ID,
  questionnaireLanguageSchema,
  questionnaireSchema,
  questionnaireTypeSchema,
  subQuestionnaireRefSchema,
  vertexSchema,
} from './questionnaire.ts';
export type { GraphPositions, QuestionnaireIndex } from './questionnaireIndex.ts';
export { getInEdges, getOutEdges, getReachableVertices, indexQuestionnaire } from './questionnaireIndex.ts';
export type { ValidationKind, VertexKind, VertexPayload } from './vertexKind.ts';
export {
  isValidationKind,
  isVertexKind,
  VALIDATION_KINDS,
  VERTEX_KINDS,
  vertexPayloadSchemas,
  vertexValueSchemas,
} from './vertexKind.ts';
export {
  GENERATED_NAME_PREFIX,
  getHighestGeneratedNumber,
  getNextEdgeName,
  getNextVertexName,
  parseGeneratedNumber,
} from './vertexName.ts';
export type { VertexValue, VertexValueOf } from './vertexValue.ts';
export {
  checkVertexValue,
  createVertexValue,
  getVertexKind,
  getVertexPayload,
  isPlaceholderValue,
  vertexValueSchema,
  vertexValueUnionSchema,
} from './vertexValue.ts';
export {
  ASK_TYPE_OPTIONS,
  formatBranchAnswer,
  getAskOptions,
  isMultiplyingAsk,
  MAX_MULTI_BRANCHES,
} from './vertices/ask/options.ts';
export type { AskPayload, AskType, MultiBranchAnswer, UnknownIntent } from './vertices/ask/schema.ts';
export {
  askPayloadSchema,
  askTypeSchema,
  multiBranchAnswerSchema,
  unknownIntentSchema,
} from './vertices/ask/schema.ts';
export type { DynamicPayload, DynamicType } from './vertices/dynamic/schema.ts';
export { dynamicPayloadSchema, dynamicTypeSchema } from './vertices/dynamic/schema.ts';
export type { EmbeddedPayload } from './vertices/embedded/schema.ts';
export { embeddedPayloadSchema } from './vertices/embedded/schema.ts';
export { HOT_TRANSFER_OUTCOMES } from './vertices/hotTransfer/outcomes.ts';
export type { HotTransferPayload } from './vertices/hotTransfer/schema.ts';
export { hotTransferPayloadSchema } from './vertices/hotTransfer/schema.ts';
export type { PlaceholderPayload } from './vertices/placeholder/schema.ts';
export { PLACEHOLDER_TEXT, placeholderPayloadSchema } from './vertices/placeholder/schema.ts';
export type { RecordingPayload } from './vertices/recording/schema.ts';
export { recordingPayloadSchema } from './vertices/recording/schema.ts';
export type { SayPayload } from './vertices/say/schema.ts';
export { sayPayloadSchema } from './vertices/say/schema.ts';
export { tagIdsSchema } from './vertices/tagIds.ts';
export type { TerminateCallPayload } from './vertices/terminateCall/schema.ts';
export { terminateCallPayloadSchema } from './vertices/terminateCall/schema.ts';
export { VALIDATION_OUTCOMES } from './vertices/validation/outcomes.ts';
export type { ValidationPayload } from './vertices/validation/schema.ts';
export { validationPayloadSchema } from './vertices/validation/schema.ts';
export type { VertexKindDefinition } from './vertices/vertexKindDefinition.ts';
export type { AnyVertexKindDefinition } from './vertices/vertexKindDefinitions.ts';
export { getVertexKindDefinition, VERTEX_KIND_DEFINITIONS } from './vertices/vertexKindDefinitions.ts';

// Editing operations (src/operations).

// Canonical format (src/formatQuestionnaire.ts).
export { formatQuestionnaire } from './formatQuestionnaire.ts';
// Layout (src/layout).
export { getVertexText } from './layout/getVertexText.ts';
export type {
  EdgeLayout,
  LayoutPoint,
  LayoutRanker,
  QuestionnaireLayout,
  QuestionnaireLayoutOptions,
  VertexLayout,
} from './layout/layoutQuestionnaire.ts';
export { layoutQuestionnaire } from './layout/layoutQuestionnaire.ts';
export { VERTEX_TEXT_WIDTH, wrapText } from './layout/wrapText.ts';
// Preparation, save validation and lint (src/prepare, src/lint).
export type { Diagnostic, LintRule, LintSeverity } from './lint/diagnostic.ts';
export { diagnosticSchema, LINT_RULE_IDS, lintRuleSchema, lintSeveritySchema } from './lint/diagnostic.ts';
export type { LintAndPrepareResult } from './lint/lintAndPrepareQuestionnaire.ts';
export { lintAndPrepareQuestionnaire } from './lint/lintAndPrepareQuestionnaire.ts';
export type { LintOptions } from './lint/lintOptions.ts';
export { knownParametersSchema, lintOptionsSchema } from './lint/lintOptions.ts';
export type { LintParsedQuestionnaireOptions } from './lint/lintQuestionnaire.ts';
export { lintParsedQuestionnaire, lintQuestionnaire } from './lint/lintQuestionnaire.ts';
export type { LintRuleInfo } from './lint/lintRuleDefinition.ts';
export { LINT_RULES } from './lint/lintRules.ts';
export type { AddEdgeOptions, AddEdgeResult } from './operations/addEdge.ts';
export { addEdge } from './operations/addEdge.ts';
export type { AddVertexOptions, AddVertexResult, VertexDraft } from './operations/addVertex.ts';
export { addVertex } from './operations/addVertex.ts';
export type { HotTransferTexts } from './operations/childTemplate.ts';
export type {
  EditError,
  EditErrorCode,
  EditFailure,
  EditResult,
  EditSuccess,
  Patch,
} from './operations/editResult.ts';
export { applyPatchesTo, assertEditOk, EDIT_ERROR_CODES } from './operations/editResult.ts';
export type { EditVertexInput, EditVertexResult } from './operations/editVertex.ts';
export { editVertex } from './operations/editVertex.ts';
export { getHotTransferTexts } from './operations/getHotTransferTexts.ts';
export { getStartAndCompleteCandidates } from './operations/getStartAndCompleteCandidates.ts';
export type { RemoveEdgesOptions, RemoveEdgesResult } from './operations/removeEdges.ts';
export { removeEdges } from './operations/removeEdges.ts';
export type { RemoveVertexResult } from './operations/removeVertex.ts';
export { removeVertex } from './operations/removeVertex.ts';
export { setCompleteVertices } from './operations/setCompleteVertices.ts';
export { setStartVertex } from './operations/setStartVertex.ts';
export type { MetadataChanges } from './operations/updateMetadata.ts';
export { metadataChangesSchema, updateMetadata } from './operations/updateMetadata.ts';
export type { SaveCheck } from './prepare/checkQuestionnaireSave.ts';
export { checkQuestionnaireSave } from './prepare/checkQuestionnaireSave.ts';
export { getAnswerValue, getEdgeIntents, getUnknownIntent } from './prepare/edgeIntents.ts';
export { fromSaveBody } from './prepare/fromSaveBody.ts';
export { prepareQuestionnaire } from './prepare/prepareQuestionnaire.ts';
export type { SaveBody, SaveBodyEnvelope, SaveGraph } from './prepare/saveBody.ts';
export {
  graphOptionsSchema,
  saveBodyEnvelopeSchema,
  saveBodySchema,
  saveGraphEnvelopeSchema,
  saveGraphLabelSchema,
  saveGraphSchema,
} from './prepare/saveBody.ts';
export { toSaveBody, writeSaveBody } from './prepare/toSaveBody.ts';
export type { SaveIssue, SaveIssueCode } from './prepare/validateForSave.ts';
export {
  MISSING_START_MESSAGE,
  MULTI_BRANCH_MISSING_EDGES_DETAIL,
  MULTI_BRANCH_MISSING_EDGES_MESSAGE,
  validateForSave,
} from './prepare/validateForSave.ts';
// Vertex form, settings, lifecycle and tree-menu rules.
export { compareQuestionnaireNames } from './rules/compareQuestionnaireNames.ts';
export type { EmbeddedCandidate } from './rules/getEmbeddedCandidates.ts';
export { getEmbeddedCandidates } from './rules/getEmbeddedCandidates.ts';
export type { LanguageTag } from './rules/languageTag.ts';
export { getLanguageTag } from './rules/languageTag.ts';
export type { HintDisplayName, HintOption } from './rules/multiBranch.ts';
export { canAddBranch, canRemoveBranch, formatUnknownText, getOfferedHints } from './rules/multiBranch.ts';
export type {
  QuestionnaireAccess,
  QuestionnaireDeniedReason,
  QuestionnairePermission,
} from './rules/permissions.ts';
export {
  canArchiveQuestionnaire,
  canCallNow,
  canDeleteQuestionnaire,
  canEditQuestionnaire,
  canRestoreQuestionnaire,
  isOwnQuestionnaire,
  needsArchiveWarning,
} from './rules/permissions.ts';
export type { QuestionnaireListItem, QuestionnaireListItemInput } from './rules/questionnaireListItem.ts';
export { questionnaireListItemSchema } from './rules/questionnaireListItem.ts';
export type { RuleIssue } from './rules/ruleIssue.ts';
export type {
  DynamicTypeChoice,
  DynamicTypePatch,
  LanguageSettings,
  ShadowCandidate,
  ShadowPatch,
} from './rules/settings.ts';
export {
  applyDynamicType,
  applyLanguages,
  applyShadowQuestionnaire,
  getDynamicTypeChoice,
  getSelectedLanguages,
  getShadowCandidates,
  isShadowEnabled,
} from './rules/settings.ts';
export type {
  BuildTreeMenuOptions,
  FrameFlagSource,
  FrameGraphSource,
  TreeMenuGroup,
  TreeMenuGroupKey,
  TreeMenuItem,
  TreeMenuLeafKey,
  TreeMenuSource,
} from './rules/treeMenu.ts';
export { buildTreeMenu, getTreeMenuGroupKey, isFrame, TREE_MENU_GROUP_LABELS } from './rules/treeMenu.ts';
export type { QuestionnaireNameIssue, QuestionnaireNameIssueCode } from './rules/validateQuestionnaireName.ts';
export { validateQuestionnaireName } from './rules/validateQuestionnaireName.ts';
export { getSpokenTexts, validateVertex } from './rules/validateVertex.ts';
export type { ParameterVerification, VerifyParametersOptions } from './rules/verifyParameters.ts';
export {
  formatUnknownParametersMessage,
  formatVerifiedParametersMessage,
  verifyParameters,
} from './rules/verifyParameters.ts';
export type { ValidateVertexOptions, VertexDialogMode, VertexIssue, VertexIssueCode } from './rules/vertexIssue.ts';
export { VERTEX_ISSUE_MESSAGES } from './rules/vertexIssue.ts';
export { ANSWER_INTENTS } from './vertices/ask/intents.ts';
export { DAY_OF_WEEK_TAG_ID, NUMERIC_TAG_ID } from './vertices/ask/intentTags.ts';
