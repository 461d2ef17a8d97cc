import { useEffect, useRef, useState } from 'react';
import type { ShrinkResult } from './shrink-photo';
import { newIdempotencyKey } from '../../api/query/idempotency';
import { userMessageOf } from '../../api/user-message';
import { canRetryUpload } from './api/upload-retry';

// Loaded when a photo is chosen, not with the page (route budget): the canvas
// shrink and the XMLHttpRequest uploader are only needed from then on.
const loadShrink = () => import('./shrink-photo');
const loadUploader = () => import('./api/upload-picture');

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'shrinking' }
  | { phase: 'uploading'; progress: number }
  | { phase: 'failed'; message: string; canRetry: boolean };

/**
 * One slot's photo: shrunk on the phone, previewed at once, uploaded with
 * progress. A transport failure can be sent again with the same bytes and the
 * same Idempotency-Key, so the server stores the photo once.
 */
export function usePhotoUpload(onUploaded: (pictureId: number) => void) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const [preview, setPreview] = useState<string | null>(null);
  const pending = useRef<{ jpeg: Blob; key: string } | null>(null);
  const controller = useRef<AbortController | null>(null);
  const report = useRef(onUploaded);
  report.current = onUploaded;

  useEffect(
    () => () => {
      controller.current?.abort();
    },
    [],
  );
  // The previous preview's object URL is freed once a newer one replaces it.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const send = async (jpeg: Blob, key: string) => {
    pending.current = { jpeg, key };
    controller.current = new AbortController();
    setState({ phase: 'uploading', progress: 0 });
    try {
      const { uploadPicture } = await loadUploader();
      const picture = await uploadPicture(jpeg, {
        idempotencyKey: key,
        signal: controller.current.signal,
        onProgress: (progress) => setState({ phase: 'uploading', progress }),
      });
      pending.current = null;
      setState({ phase: 'idle' });
      report.current(picture.pictureId);
    } catch (error) {
      setState({ phase: 'failed', message: userMessageOf(error), canRetry: canRetryUpload(error) });
    }
  };

  const choose = async (file: File) => {
    setState({ phase: 'shrinking' });
    let shrunk: ShrinkResult;
    try {
      shrunk = await (await loadShrink()).shrinkPhoto(file);
    } catch (error) {
      setState({ phase: 'failed', message: userMessageOf(error), canRetry: false });
      return;
    }
    if (!shrunk.ok) {
      setState({ phase: 'failed', message: shrunk.message, canRetry: false });
      return;
    }
    setPreview(URL.createObjectURL(shrunk.jpeg));
    await send(shrunk.jpeg, newIdempotencyKey());
  };

  const retry = () => {
    if (pending.current) void send(pending.current.jpeg, pending.current.key);
  };
  return { state, preview, choose, retry };
}
