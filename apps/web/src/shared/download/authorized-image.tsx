import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import { getAccessToken, refreshAccessToken } from '../session/access-token';

/**
 * An image of the API that needs the Bearer token (a visit's photos, a signature): an <img> cannot
 * send it, so the bytes are fetched and shown as a data: URL (the site's CSP allows data: images,
 * not blob: ones: an object URL was refused and showed a broken image).
 */
export function AuthorizedImage({ src, alt, ...props }: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { src: string; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    const get = (token: string | null) => fetch(src, { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
    void (async () => {
      let response = await get(getAccessToken());
      if (response.status === 401) response = await get(await refreshAccessToken());
      if (!response.ok || cancelled) return;
      const dataUrl = await dataUrlOf(await response.blob());
      if (!cancelled) setUrl(dataUrl);
    })().catch((error: unknown) => console.error('Image failed to load', src, error));
    return () => {
      cancelled = true;
    };
  }, [src]);
  return url ? <img src={url} alt={alt} {...props} /> : <span role="img" aria-label={alt} aria-busy="true" className={props.className} />;
}

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(blob);
  });
}
