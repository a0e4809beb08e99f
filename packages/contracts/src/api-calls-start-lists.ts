import type { FileData, Json, JsonOf } from './api-call-types.js';
import type { processFileResponseSchema } from './protocol-upload.js';
import type {
  createStartListRequestSchema,
  createStartListResponseSchema,
  participantStartsSchema,
  startListSchema,
} from './start-lists.js';
import type {
  clubSkillSchema,
  eventPredictionSchema,
  myPredictionSchema,
  participantSkillSchema,
  protocolPredictionSchema,
} from './skill.js';
import type { DisciplineFamily } from './constants/skill.js';

/** Start lists (issue 19): entries as in api-calls.ts. */
export type StartListCalls = {
  /** Reads a start list file (no places) into a cached preview, as the protocol upload's process-file. */
  'POST /v1/StartList/process-file': {
    request: { form: { file: FileData; eventId: number } };
    response: Json<typeof processFileResponseSchema>;
  };
  /** The cached file becomes the event's start list (replacing the old one). */
  'POST /v1/StartList/create': {
    request: { body: JsonOf<typeof createStartListRequestSchema> };
    response: Json<typeof createStartListResponseSchema>;
  };
  'DELETE /v1/StartList/{eventId}': {
    request: { params: { eventId: number } };
    response: boolean;
  };
  /** Public; 404 when the event has no start list. */
  'GET /v1/StartList/{eventId}': {
    request: { params: { eventId: number } };
    response: Json<typeof startListSchema>;
  };
  'GET /v1/StartList/by-participant/{participantId}': {
    request: { params: { participantId: number } };
    response: Json<typeof participantStartsSchema>;
  };
  /** The skill rating (issue 39): a rider's number in a family, its history and biggest moves; 404 for an unknown rider. */
  'GET /v1/Skill/participant': {
    request: { query: { participantId: number; family?: DisciplineFamily } };
    response: Json<typeof participantSkillSchema>;
  };
  /** An event's start list as predicted by the skill rating; 404 without the event or its start list. */
  'GET /v1/Skill/event-prediction': {
    request: { query: { eventId: number } };
    response: Json<typeof eventPredictionSchema>;
  };
  /** A club's strongest riders by skill per family; 404 for an unknown club, 400 for an unknown family. */
  'GET /v1/Skill/club/{key}': {
    request: { params: { key: string }; query: { family?: DisciplineFamily } };
    response: Json<typeof clubSkillSchema>;
  };
  /** The signed-in rider's own predicted line for an event; 404 without the event or its start list. */
  'GET /v1/Skill/my-prediction': {
    request: { query: { eventId: number } };
    response: Json<typeof myPredictionSchema>;
  };
  /** How a protocol's race went against the prediction from the ratings before its day; 404 for an unknown protocol. */
  'GET /v1/Skill/protocol-prediction': {
    request: { query: { protocolId: number } };
    response: Json<typeof protocolPredictionSchema>;
  };
};
