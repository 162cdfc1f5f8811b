import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import { getAccessToken, refreshAccessToken } from '../session/access-token';

/**
 * An image of the API that needs the Bearer token (a visit's photos, a signature): an <img> cannot
 * send it, so the bytes are fetched and shown through an object URL while the component lives.
 */
export function AuthorizedImage({ src, alt, ...props }: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let cancelled = false;
    const get = (token: string | null) => fetch(src, { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
    void (async () => {
      let response = await get(getAccessToken());
      if (response.status === 401) response = await get(await refreshAccessToken());
      if (!response.ok || cancelled) return;
      objectUrl = URL.createObjectURL(await response.blob());
      if (cancelled) URL.revokeObjectURL(objectUrl);
      else setUrl(objectUrl);
    })().catch((error: unknown) => console.error('Image failed to load', src, error));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [src]);
  return url ? <img src={url} alt={alt} {...props} /> : <span role="img" aria-label={alt} aria-busy="true" className={props.className} />;
}
