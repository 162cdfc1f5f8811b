import type { RouteManifest } from '@mmt/contract';

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/**
 * Whether the web app has a page at a path, as its router decides: static segments match
 * case-insensitively, a `:param` segment matches anything unless the manifest limits its values.
 */
export function pageMatcher({ patterns, params }: RouteManifest): (pathname: string) => boolean {
  const routes = patterns.map(segmentsOf);
  return (pathname) => {
    let segments: string[];
    try {
      segments = segmentsOf(pathname).map(decodeURIComponent);
    } catch {
      return false; // malformed percent-encoding is no page
    }
    return routes.some(
      (route) =>
        route.length === segments.length &&
        route.every((part, index) =>
          part.startsWith(':') ? (params[part.slice(1)]?.includes(segments[index]) ?? true) : part.toLowerCase() === segments[index].toLowerCase(),
        ),
    );
  };
}
