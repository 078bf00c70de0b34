import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canvasPng } from './canvas';

/**
 * A drawn picture as a PNG address to show, made again when the language changes (the drawing's
 * other inputs are fixed for the page); `failed` when it could not be drawn.
 */
export function usePngPreview(draw: () => Promise<HTMLCanvasElement>) {
  const { i18n } = useTranslation();
  const [preview, setPreview] = useState<string>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let url: string | undefined;
    let current = true;
    draw()
      .then(canvasPng)
      .then(
        (blob) => {
          url = URL.createObjectURL(blob);
          if (current) setPreview(url);
        },
        () => current && setFailed(true),
      );
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n.language]);

  return { preview, failed };
}
