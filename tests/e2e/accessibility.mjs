// axe-core, from its npm package (no network), run in the page: the e2e tests fail on any serious or critical violation.
import { createRequire } from 'node:module';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 860 };

/** The serious and critical violations on the page as it is now, one line each (rule, impact, first targets). */
export async function seriousViolations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`);
}

/** How far the page reaches past the right edge of the viewport; 0 when nothing overflows sideways. */
export function sidewaysOverflow(page) {
  return page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - window.innerWidth);
}

/**
 * Whether an element is on screen: inside the window and inside every scrolling ancestor's visible box,
 * by at least `minPx` of its height (all of it when shorter).
 */
export async function onScreen(locator, minPx = 40, timeoutMs = 3000) {
  // Scrolling follows the render after the reply's last event, so the position is polled rather than read once.
  const deadline = Date.now() + timeoutMs;
  let visible = await isOnScreen(locator, minPx);
  while (!visible && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    visible = await isOnScreen(locator, minPx);
  }
  return visible;
}

function isOnScreen(locator, minPx) {
  return locator.evaluate((element, min) => {
    const box = element.getBoundingClientRect();
    let top = Math.max(box.top, 0);
    let bottom = Math.min(box.bottom, window.innerHeight);
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (!/auto|scroll|hidden/.test(style.overflowY)) continue;
      const clip = parent.getBoundingClientRect();
      top = Math.max(top, clip.top);
      bottom = Math.min(bottom, clip.bottom);
    }
    return bottom - top >= Math.min(min, box.height);
  }, minPx);
}
