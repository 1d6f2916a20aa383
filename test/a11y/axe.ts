import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Waits for the page's finite animations (page-builder entrance animations, a popup's entrance, a
 * panel's slide) to end: halfway through a fade axe measures half-transparent text and reports a
 * contrast the shopper never sees once it has arrived. Endless animations (spinners, marquees) are
 * left running; a finite one that does not end within `timeout` fails the wait.
 */
export async function animationsFinished(page: Page, timeout = 5_000): Promise<void> {
  const pending = await page.evaluate(async (ms) => {
    const finite = () => document.getAnimations().filter((a) => {
      const { iterations } = a.effect?.getComputedTiming() ?? {};
      return a.playState === 'running' && iterations !== Infinity;
    });
    const deadline = performance.now() + ms;
    // An animation that ends can start another (a delayed item after its neighbour): look again until none.
    for (let running = finite(); running.length > 0; running = finite()) {
      const left = deadline - performance.now();
      if (left <= 0) return running.map((a) => `${(a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty ?? 'animation'} on ${describe(a.effect)}`);
      await Promise.race([Promise.allSettled(running.map((a) => a.finished)), new Promise((r) => setTimeout(r, left))]);
    }
    return [];

    function describe(effect: AnimationEffect | null): string {
      const target = (effect as KeyframeEffect | null)?.target;
      if (!target) return '?';
      return `${target.tagName.toLowerCase()}${target.id ? `#${target.id}` : ''}${target.classList.length ? `.${[...target.classList].join('.')}` : ''}`;
    }
  }, timeout);
  expect(pending, `animations still running after ${timeout} ms`).toEqual([]);
}

/**
 * A violation in third-party markup we do not control and that the real plugin prints the same way:
 * the nodes of `rule` that match `selector` are let through. Every use says why.
 */
export interface KnownViolation {
  rule: string;
  selector: string;
  why: string;
}

/**
 * Runs axe-core on the page (or the parts named in `include`) once its animations are over, and fails
 * on any serious or critical violation, listing each with the elements it found.
 */
export async function expectNoSeriousViolations(page: Page, { include = [], known = [] }: { include?: string[]; known?: KnownViolation[] } = {}): Promise<void> {
  await animationsFinished(page);
  // Every node of a violation is still reported; passes and the like are summed up, not listed node by
  // node, which is a good part of a scan's time on a page of 48 cards. (`options` replaces all options,
  // the tags too, so it comes first.)
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  for (const part of include) builder = builder.include(part);
  const { violations } = await builder.analyze();
  const report: string[] = [];
  for (const violation of violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    const selectors = known.filter((k) => k.rule === violation.id).map((k) => k.selector);
    const nodes = [];
    for (const node of violation.nodes) {
      // Nodes in frames (targets of more than one selector) are never let through.
      const [target, ...inFrame] = node.target;
      const letThrough = selectors.length > 0 && inFrame.length === 0 && typeof target === 'string'
        && await page.evaluate(([t, s]) => document.querySelector(t)?.matches(s) ?? false, [target, selectors.join(', ')] as const);
      if (!letThrough) nodes.push(node);
    }
    if (!nodes.length) continue;
    report.push(`${violation.impact} ${violation.id}: ${violation.help}\n${nodes.slice(0, 5).map((n) => `  ${n.target.join(' ')}  ${n.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`).join('\n')}`);
  }
  expect(report, report.join('\n')).toEqual([]);
}
