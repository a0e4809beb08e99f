import type { z } from 'zod';

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown): Def | null => (schema as { _zod?: { def?: Def } } | null)?._zod?.def ?? null;

/** Wrappers whose value is their inner schema's. */
const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'catch',
  'readonly',
  'nonoptional',
  'success',
]);

/** The schemas a value passes through at one position (wrappers, pipes, unions), without entering objects or arrays. */
const alternativesOf = (node: unknown): unknown[] => {
  const def = defOf(node);
  if (!def) return [];
  if (WRAPPERS.has(def.type)) return [node, ...alternativesOf(def.innerType)];
  if (def.type === 'pipe') return [node, ...alternativesOf(def.in), ...alternativesOf(def.out)];
  if (def.type === 'union') return [node, ...(def.options as unknown[]).flatMap(alternativesOf)];
  if (def.type === 'intersection') return [node, ...alternativesOf(def.left), ...alternativesOf(def.right)];
  if (def.type === 'lazy') return [node, ...alternativesOf((def.getter as () => unknown)())];
  return [node];
};

/**
 * Every place in a request schema where a text may stand: an object's property, an array's item or a
 * record's value whose schema (through defaults, unions, transforms) takes a string somewhere. Each
 * comes with its path and the schema of that place as a whole, so a test parses what the server parses.
 */
export const textPositions = (schema: unknown): { path: string; schema: z.ZodType }[] => {
  const positions: { path: string; schema: z.ZodType }[] = [];
  const seen = new Set<unknown>();
  const visit = (node: unknown, at: string) => {
    if (seen.has(node)) return;
    seen.add(node);
    const alternatives = alternativesOf(node);
    if (alternatives.some((alternative) => defOf(alternative)?.type === 'string')) {
      positions.push({ path: at || '(значение)', schema: node as z.ZodType });
    }
    for (const alternative of alternatives) {
      const def = defOf(alternative)!;
      if (def.type === 'object') {
        for (const [key, value] of Object.entries(def.shape as Record<string, unknown>))
          visit(value, at ? `${at}.${key}` : key);
      } else if (def.type === 'array') visit(def.element, `${at}[]`);
      else if (def.type === 'record') visit(def.valueType, `${at}.*`);
      else if (def.type === 'tuple')
        (def.items as unknown[]).forEach((item, i) => visit(item, `${at}[${i}]`));
    }
  };
  visit(schema, '');
  return positions;
};
