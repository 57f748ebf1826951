/**
 * Story parameters that add axe's target-size rule (WCAG 2.2 2.5.8, off in axe by default) to a
 * story's check: every control at least 24 by 24 px, or with room around it (issue 31). Spread
 * into the `parameters` of the components and pages whose small controls it keeps honest.
 */
export const targetSizeChecked = {
  a11y: { config: { rules: [{ id: 'target-size', enabled: true }] } },
};
