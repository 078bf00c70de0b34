/** A signature as the runner drew it: strokes of points in the pad's own pixels. */
export type Point = { x: number; y: number };
export type Stroke = Point[];

/** The smallest box around every point, or null for an empty signature. */
export function boundsOf(strokes: readonly Stroke[]) {
  const points = strokes.flat();
  if (points.length === 0) return null;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const left = Math.min(...xs);
  const top = Math.min(...ys);
  // A dot or a straight line still gets a box to scale.
  return {
    left,
    top,
    width: Math.max(Math.max(...xs) - left, 1),
    height: Math.max(Math.max(...ys) - top, 1),
  };
}

/** Strokes the path of each stroke on `context`, in whatever units it is transformed to. */
export function drawStrokes(
  context: CanvasRenderingContext2D,
  strokes: readonly Stroke[],
  lineWidth: number,
): void {
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.lineWidth = lineWidth;
  context.strokeStyle = '#111111';
  for (const stroke of strokes) {
    context.beginPath();
    stroke.forEach((point, i) =>
      i === 0 ? context.moveTo(point.x, point.y) : context.lineTo(point.x, point.y),
    );
    // A tap is a dot.
    if (stroke.length === 1) context.lineTo(stroke[0].x + 0.1, stroke[0].y);
    context.stroke();
  }
}
