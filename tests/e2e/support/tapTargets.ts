import type { Page } from '@playwright/test';

/**
 * The size a finger needs: 44×44 CSS px (WCAG 2.5.5, Target Size (Enhanced)). An element that is
 * smaller passes by the spacing exception of WCAG 2.5.8 applied at that size: a 44 px circle
 * centred on its box touches no other target and no other small target's circle. A control
 * inside a label or another target is tapped through it, so the outer box counts.
 */
export const MIN_TARGET_PX = 44;

/** What a runner can tap: links, buttons, form controls and elements that say they act like one. */
const TARGETS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  'label',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="tab"]',
  '[role="switch"]',
  '[role="option"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The targets on the page that are too small and too close to others, described for a message. */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ selector, min }) => {
      const shown = (element: Element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
      };
      const all = [...document.querySelectorAll(selector)].filter(shown);
      // A control inside a label or another target is tapped through it: the outer box counts.
      const boxes = all
        .filter((element) => !all.some((other) => other !== element && other.contains(element)))
        .map((element) => ({ element, box: element.getBoundingClientRect() }));
      const big = (box: DOMRect) => box.width >= min - 0.5 && box.height >= min - 0.5;
      const centre = (box: DOMRect) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
      const distanceTo = (point: { x: number; y: number }, box: DOMRect) =>
        Math.hypot(
          Math.max(box.left - point.x, 0, point.x - box.right),
          Math.max(box.top - point.y, 0, point.y - box.bottom),
        );
      return boxes
        .filter(({ box }) => !big(box))
        .filter(({ element, box }) => {
          const c = centre(box);
          return boxes.some(
            (other) =>
              other.element !== element &&
              (distanceTo(c, other.box) < min / 2 ||
                (!big(other.box) &&
                  Math.hypot(c.x - centre(other.box).x, c.y - centre(other.box).y) < min)),
          );
        })
        .map(({ element, box }) => {
          const name =
            element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 30);
          const classes = [...element.classList].slice(0, 2).join('.');
          return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`;
        });
    },
    { selector: TARGETS, min: MIN_TARGET_PX },
  );
}
