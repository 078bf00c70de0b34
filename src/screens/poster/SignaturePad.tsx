import { useEffect, useRef, type PointerEvent } from 'react';
import { drawStrokes, type Point, type Stroke } from './strokes';

const LINE_WIDTH = 3;

interface SignaturePadProps {
  strokes: Stroke[];
  onChange(strokes: Stroke[]): void;
  label: string;
}

/**
 * A canvas to sign on with a finger, a pen or the mouse (pointer events cover all three); the
 * strokes live in the parent, so undo and clear are list operations.
 */
export function SignaturePad({ strokes, onChange, label }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef<Stroke | null>(null);

  // Redrawn from the strokes after every change, at the screen's pixel density.
  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    const ratio = window.devicePixelRatio || 1;
    element.width = element.clientWidth * ratio;
    element.height = element.clientHeight * ratio;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    drawStrokes(context, strokes, LINE_WIDTH);
  }, [strokes]);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };

  return (
    <canvas
      ref={canvas}
      className="signature-pad"
      aria-label={label}
      role="img"
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        drawing.current = [pointOf(event)];
        onChange([...strokes, drawing.current]);
      }}
      onPointerMove={(event) => {
        if (!drawing.current) return;
        drawing.current = [...drawing.current, pointOf(event)];
        onChange([...strokes.slice(0, -1), drawing.current]);
      }}
      onPointerUp={() => {
        drawing.current = null;
      }}
      onPointerCancel={() => {
        drawing.current = null;
      }}
    />
  );
}
