import { z } from 'zod';
import type { PathSegment } from './yaml-source.ts';

type AnySchema = z.core.$ZodType;

/** Descends a schema along a data path, through wrappers, to the schema of that value. */
export function schemaAt(schema: AnySchema, path: readonly PathSegment[]): AnySchema | undefined {
  let current: AnySchema | undefined = unwrap(schema);
  for (const segment of path) {
    if (!current) return undefined;
    current = unwrap(childSchema(current, segment));
  }
  return current;
}

export function describe(schema: AnySchema | undefined): string | undefined {
  if (!schema) return undefined;
  return z.globalRegistry.get(schema)?.description;
}

/** The field names a schema object accepts, for "did you mean" hints. */
export function knownFields(schema: AnySchema | undefined): string[] {
  const def = schema?._zod.def;
  return def?.type === 'object' ? Object.keys((def as z.core.$ZodObjectDef).shape) : [];
}

function childSchema(schema: AnySchema, segment: PathSegment): AnySchema | undefined {
  const def = schema._zod.def;
  switch (def.type) {
    case 'object':
      return (def as z.core.$ZodObjectDef).shape[String(segment)];
    case 'array':
      return (def as z.core.$ZodArrayDef).element;
    case 'tuple':
      return (def as z.core.$ZodTupleDef).items[Number(segment)];
    case 'record':
      return (def as z.core.$ZodRecordDef).valueType;
    case 'union':
      for (const option of (def as z.core.$ZodUnionDef).options) {
        const child = childSchema(unwrap(option) ?? option, segment);
        if (child) return child;
      }
      return undefined;
    default:
      return undefined;
  }
}

function unwrap(schema: AnySchema | undefined): AnySchema | undefined {
  let current = schema;
  while (current) {
    const def = current._zod.def;
    if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable' || def.type === 'prefault') {
      current = (def as z.core.$ZodOptionalDef).innerType;
    } else if (def.type === 'pipe') {
      current = (def as z.core.$ZodPipeDef).in;
    } else {
      return current;
    }
  }
  return current;
}
