import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decodeFrame, onceWhileInView } from './scan';

/**
 * The phone's back camera, read frame by frame for a QR code; each code seen is handed to
 * `onCode` once while it stays in view. Without a camera (none, or permission refused) it says so
 * and the page's typed code is the way in.
 */
export function CameraScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation('pickup');
  const video = useRef<HTMLVideoElement>(null);
  const handler = useRef(onCode);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    handler.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let frame = 0;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const seen = onceWhileInView((code) => handler.current(code));

    const read = () => {
      const element = video.current;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (stopped || !element || !context) return;
      if (element.videoWidth > 0) {
        canvas.width = element.videoWidth;
        canvas.height = element.videoHeight;
        context.drawImage(element, 0, 0, canvas.width, canvas.height);
        seen(decodeFrame(context.getImageData(0, 0, canvas.width, canvas.height)));
      }
      frame = requestAnimationFrame(read);
    };

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw new Error('no camera');
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
      if (stopped || !video.current) return;
      video.current.srcObject = stream;
      await video.current.play();
      read();
    };
    start().catch(() => setFailed(true));

    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  // Said in the camera's own frame: the form below stays where the desk's finger is going.
  if (failed) return <p className="staff-camera staff-camera--off">{t('staff.noCamera')}</p>;
  return (
    <video ref={video} className="staff-camera" aria-label={t('staff.camera')} muted playsInline />
  );
}
