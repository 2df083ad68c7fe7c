// One accessibility check for every spec: axe-core over the page as it is now (popups, frames
// and all), failing on critical and serious violations with a list a reader can act on.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { NodeResult, Result } from 'axe-core';

/** The impacts that fail a check; moderate and minor findings are reported but do not fail. */
const FAILING_IMPACTS = new Set(['critical', 'serious']);

/** The most target lines listed per rule, so one broken component does not bury the others. */
const MAX_TARGETS = 8;

/** One node of a violation: its selector (through frames) and, for contrast, the colours measured. */
function describeNode(node: NodeResult): string {
  const target = node.target.map((part) => (Array.isArray(part) ? part.join(' >> ') : String(part))).join(' >>> ');
  const contrast = node.any.find((check) => check.id === 'color-contrast')?.data as
    { fgColor?: string; bgColor?: string; contrastRatio?: number; expectedContrastRatio?: string } | undefined;
  const colours = contrast?.fgColor
    ? ` (${contrast.fgColor} on ${contrast.bgColor ?? '?'}: ${contrast.contrastRatio ?? '?'}, needs ${contrast.expectedContrastRatio ?? '?'})`
    : '';
  return `${target}${colours}`;
}

/** A readable block per violation: rule, impact, what it means, and where. */
export function formatViolations(violations: readonly Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.slice(0, MAX_TARGETS).map((node) => `    - ${describeNode(node)}`);
      const more =
        violation.nodes.length > MAX_TARGETS ? [`    … and ${violation.nodes.length - MAX_TARGETS} more`] : [];
      return [`  ${violation.id} [${violation.impact ?? 'unknown'}]: ${violation.help}`, ...nodes, ...more].join('\n');
    })
    .join('\n');
}

/** The WCAG contrast ratio of two sRGB colours given as [r, g, b] 0-255. */
function contrastRatio(a: number[], b: number[]): number {
  const luminance = (rgb: number[]) => {
    const [r, g, bl] = rgb.map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/**
 * axe leaves text on a gradient (the header) "incomplete": it cannot pick one background. Such
 * text is measured here against every colour stop of the gradient, the worst stop counting.
 * Answers one line per element below the ratio axe asked for.
 */
async function gradientContrastFailures(page: Page, incomplete: readonly Result[]): Promise<string[]> {
  const nodes = (incomplete.find((result) => result.id === 'color-contrast')?.nodes ?? []).filter(
    (node) =>
      (node.any[0]?.data as { messageKey?: string } | undefined)?.messageKey === 'bgGradient' &&
      node.target.length === 1 &&
      typeof node.target[0] === 'string',
  );
  const failures: string[] = [];
  for (const node of nodes) {
    const target = node.target[0] as string;
    const gradientOwner = node.any[0]?.relatedNodes?.[0]?.target[0];
    const colours = await page.evaluate(
      ([selector, owner]) => {
        const rgb = (text: string) =>
          [...text.matchAll(/rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)/g)].map((m) => [m[1], m[2], m[3]].map(Number));
        const element = document.querySelector(selector);
        const background = typeof owner === 'string' ? document.querySelector(owner) : null;
        if (!element || !background) return null;
        return {
          text: rgb(getComputedStyle(element).color)[0],
          stops: rgb(getComputedStyle(background).backgroundImage),
        };
      },
      [target, gradientOwner] as const,
    );
    if (!colours?.text || colours.stops.length === 0) continue;
    const needed = parseFloat((node.any[0]?.data as { expectedContrastRatio?: string }).expectedContrastRatio ?? '4.5');
    const worst = Math.min(...colours.stops.map((stop) => contrastRatio(colours.text ?? [], stop)));
    if (worst < needed) failures.push(`    - ${target} (worst gradient stop ${worst.toFixed(2)}, needs ${needed}:1)`);
  }
  return failures;
}

/**
 * Runs axe on the page (including its frames, such as the house slot's) and records a soft
 * failure naming every critical or serious violation, so one run reports every page of a walk.
 * Animations are settled first: a fading popup measured mid-fade reads as low contrast.
 * Answers the failing violations (also attached to the test's annotations as a count).
 */
export async function expectNoSeriousAxeViolations(page: Page, label: string): Promise<Result[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const failing = results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
  const gradients = await gradientContrastFailures(page, results.incomplete);
  const count = failing.reduce((sum, violation) => sum + violation.nodes.length, 0) + gradients.length;
  test.info().annotations.push({
    type: 'axe',
    description: `${label}: ${failing.length + (gradients.length > 0 ? 1 : 0)} rules, ${count} nodes critical/serious`,
  });
  const report = [
    formatViolations(failing),
    ...(gradients.length > 0 ? ['  color-contrast on a gradient [serious]:', ...gradients] : []),
  ];
  expect.soft(count, `axe on ${label}:\n${report.filter(Boolean).join('\n')}`).toBe(0);
  return failing;
}
