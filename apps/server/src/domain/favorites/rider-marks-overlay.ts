import type { AuthUser } from '../../auth/auth-user.js';
import { showsFavoriteIcon } from '../../auth/policies.js';
import type { Follows } from '../../infra/follows-cache.js';

/** An object of an answer that carries a rider's favourite marks. */
type MarkedObject = Record<string, unknown> & { inCurrentUserFavorites: boolean; showFavoriteIcon: boolean };

export type RiderMark = { object: MarkedObject; participantId: number };

/** Whose page the answer is: a rider's profile (their own marks) or an event's (its favourite mark). */
export type MarkRoot = { rootRider?: number | undefined; rootEvent?: number | undefined };

/**
 * The places in an answer where a rider's favourite marks stand (a rating row, a protocol's result,
 * a podium line), with the rider each one marks: `participantId`, or `participant.id` for a rating
 * row (whose own `id` is the row's), or `rootRider` for the answer itself (a rider's profile). Null
 * when a mark's rider cannot be told: the caller then answers without the shared answer rather than
 * guess.
 */
export const riderMarksOf = (answer: unknown, rootRider?: number): RiderMark[] | null => {
  const found: RiderMark[] = [];
  if (rootRider !== undefined && answer !== null && typeof answer === 'object' && !Array.isArray(answer)) {
    const root = answer as Record<string, unknown>;
    if ('showFavoriteIcon' in root) found.push({ object: root as MarkedObject, participantId: rootRider });
    return Object.values(root).every((value) => visit(value)) ? found : null;
  }
  return visit(answer) ? found : null;

  function visit(node: unknown): boolean {
    if (Array.isArray(node)) return node.every(visit);
    if (node === null || typeof node !== 'object') return true;
    const object = node as Record<string, unknown>;
    if ('showFavoriteIcon' in object || 'inCurrentUserFavorites' in object) {
      const participant = object.participant as { id?: unknown } | null | undefined;
      const id = typeof object.participantId === 'number' ? object.participantId : participant?.id;
      if (typeof id !== 'number') return false;
      found.push({ object: object as MarkedObject, participantId: id });
    }
    return Object.values(object).every(visit);
  }
};

/**
 * A shared answer's text cut at its marks: rendering one caller's answer joins the pieces with that
 * caller's `true`/`false`, without parsing and writing the whole answer again on every request
 * (a big protocol is half a megabyte of JSON). `riders` are the marked riders, each once. An event's
 * page has one mark of the event itself (`event`, its `id`).
 */
export type MarkTemplate = {
  pieces: string[];
  slots: { id: number; kind: 'followed' | 'icon' | 'event' }[];
  riders: number[];
};

/**
 * The event's own mark on its page: the answer's `inCurrentUserFavorites`, taken out of the answer
 * before its riders' marks are looked for (an event has no rider to tell). Null when the answer is
 * not that event's.
 */
const takeEventMark = (answer: unknown, eventId: number): MarkedObject | null => {
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) return null;
  const root = answer as Record<string, unknown>;
  return root.id === eventId && typeof root.inCurrentUserFavorites === 'boolean'
    ? (root as MarkedObject)
    : null;
};

/** Cuts an answer's text at its marks, or null when a mark's rider cannot be told (riderMarksOf). */
export const markTemplateOf = (body: string, root: MarkRoot = {}): MarkTemplate | null => {
  const answer: unknown = JSON.parse(body);
  // A placeholder no answer holds: a random tag the text is then cut at.
  const tag = `\u0001mark${Math.random().toString(36).slice(2)}`;
  const slots: MarkTemplate['slots'] = [];
  if (root.rootEvent !== undefined) {
    const event = takeEventMark(answer, root.rootEvent);
    if (!event) return null;
    (event as Record<string, unknown>).inCurrentUserFavorites = `${tag}:${slots.length}`;
    slots.push({ id: root.rootEvent, kind: 'event' });
  }
  // An event's page: its riders' marks are looked for below its own (the event object has no rider).
  const marks = riderMarksOf(
    root.rootEvent !== undefined ? Object.values(answer as object) : answer,
    root.rootRider,
  );
  if (!marks) return null;
  for (const { object, participantId } of marks) {
    (object as Record<string, unknown>).inCurrentUserFavorites = `${tag}:${slots.length}`;
    slots.push({ id: participantId, kind: 'followed' });
    (object as Record<string, unknown>).showFavoriteIcon = `${tag}:${slots.length}`;
    slots.push({ id: participantId, kind: 'icon' });
  }
  // JSON writes \u0001 as "\u0001": the placeholder stands in the text as "\\u0001mark…:N". The
  // text's order of the two marks of an object is its keys' order: each placeholder names its slot.
  const escapedTag = JSON.stringify(tag).slice(1, -1).replace(/\\/g, '\\\\');
  const parts = JSON.stringify(answer).split(new RegExp(`"${escapedTag}:(\\d+)"`));
  if (parts.length !== slots.length * 2 + 1) return null;
  const pieces = parts.filter((_, i) => i % 2 === 0);
  const ordered = parts.filter((_, i) => i % 2 === 1).map((index) => slots[Number(index)]!);
  return { pieces, slots: ordered, riders: [...new Set(marks.map((mark) => mark.participantId))] };
};

/**
 * One caller's marks on a template, a `1` or `0` per slot: their follows and the policy's favourite
 * icon. Two callers with the same marks get the same answer, byte for byte.
 */
export const marksOf = (template: MarkTemplate, user: AuthUser, follows: Follows): string => {
  let marks = '';
  for (const { id, kind } of template.slots) {
    const value =
      kind === 'followed'
        ? follows.riders.has(id)
        : kind === 'event'
          ? follows.events.has(id)
          : showsFavoriteIcon(user, id);
    marks += value ? '1' : '0';
  }
  return marks;
};

/** One caller's answer from a template and their marks (marksOf). */
export const renderMarks = (template: MarkTemplate, marks: string): string => {
  const { pieces } = template;
  let text = pieces[0]!;
  for (let i = 0; i < marks.length; i += 1) text += (marks[i] === '1' ? 'true' : 'false') + pieces[i + 1]!;
  return text;
};
