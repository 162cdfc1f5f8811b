/** Relay global ids: opaque base64url of `Type:localId`. */
export function toGlobalId(type: string, id: string | number): string {
  return Buffer.from(`${type}:${id}`, 'utf8').toString('base64url');
}

export function fromGlobalId(globalId: string): { type: string; id: string } | null {
  const decoded = Buffer.from(globalId, 'base64url').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator <= 0 || separator === decoded.length - 1) return null;
  return { type: decoded.slice(0, separator), id: decoded.slice(separator + 1) };
}

/** The local id of a global id of the expected type, or null when it is not one. */
export function localId(globalId: string, expectedType: string): string | null {
  const parsed = fromGlobalId(globalId);
  return parsed?.type === expectedType ? parsed.id : null;
}

/** The integer local id of a global id of this type, or null when it is not one. */
export function intLocalId(globalId: string, type: string): number | null {
  if (typeof globalId !== 'string' || globalId.length > 100) return null;
  const id = localId(globalId, type);
  return id === null ? null : parseRowId(id);
}

/** A local id as given to a NodeRegistry loader, as an integer row id, or null. */
export function parseRowId(id: string): number | null {
  return /^[1-9]\d{0,8}$/.test(id) ? Number(id) : null;
}
