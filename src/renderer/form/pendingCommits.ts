/**
 * Text fields commit after the frame that shows the runner's tap on the next field: the caret
 * moves and the keyboard stays up at once, and the commit (validation, the form's re-render, the
 * draft) runs in the task after that paint. Anything that acts on the form's values takes the
 * pending commits first, synchronously: a submit, a click on anything but a text box, Enter,
 * the page being hidden.
 */
const pending = new Set<() => void>();

/** Runs `commit` after the next paint, or sooner when an action needs it; returns a cancel. */
export function commitAfterPaint(commit: () => void): () => void {
  const run = () => {
    if (!pending.delete(run)) return;
    clearTimeout(fallback);
    commit();
  };
  pending.add(run);
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = run;
    channel.port2.postMessage(undefined);
  });
  // A hidden page paints no frames; its commit still comes.
  const fallback = setTimeout(run, 100);
  return () => {
    pending.delete(run);
    clearTimeout(fallback);
  };
}

/** Runs every pending commit now, in the order the fields were left. */
export function flushPendingCommits(): void {
  for (const run of [...pending]) run();
}

const NOT_TYPED_INTO = new Set(['checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'image']);

function isTextBox(target: EventTarget | null): boolean {
  if (target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !NOT_TYPED_INTO.has(target.type);
}

/**
 * Flushes ahead of the page's own handlers (capture on the window), so a submit or a button
 * reads the values as left. A tap leaves the field on mousedown; flushing on the mouseup that
 * follows lets React render the commit before the click, whose handlers then see it. A tap on
 * another text box is the one action that waits for the paint.
 */
export function flushBeforeActions(): () => void {
  const onTap = (event: Event) => {
    if (!isTextBox(event.target)) flushPendingCommits();
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flushPendingCommits();
  };
  const listeners = [
    ['submit', flushPendingCommits],
    ['mouseup', onTap],
    ['click', onTap],
  ] as const;
  for (const [type, listener] of listeners) window.addEventListener(type, listener, true);
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    for (const [type, listener] of listeners) window.removeEventListener(type, listener, true);
    document.removeEventListener('visibilitychange', onHidden);
  };
}
