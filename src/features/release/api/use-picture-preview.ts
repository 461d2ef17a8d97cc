import { useEffect, useState } from 'react';
import { buildHeaders } from '../../../api/headers';

/**
 * An uploaded photo shown again (a resumed draft, a reload): the file answers only
 * to its owner's `token` header, which an <img src> cannot send, so it is fetched
 * and shown from an object URL. Null until loaded, or when it cannot be.
 */
export function usePicturePreview(pictureId: number | undefined, local: string | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (pictureId === undefined || local) return;
    const controller = new AbortController();
    let made: string | null = null;
    // The contract file comes with the uploader's chunk, not with the page (route budget).
    import('../../../shared/contracts/seller-picture')
      .then(({ pictureFile }) =>
        fetch(`${pictureFile.path}?pictureId=${pictureId}`, {
          headers: buildHeaders(false),
          credentials: 'same-origin',
          signal: controller.signal,
        }),
      )
      .then(async (response) => {
        const type = response.headers.get('content-type') ?? '';
        if (!response.ok || !type.startsWith('image/')) return;
        made = URL.createObjectURL(await response.blob());
        setUrl(made);
      })
      .catch(() => undefined); // offline or left: the slot shows its title instead
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [pictureId, local]);
  return local ?? url;
}
