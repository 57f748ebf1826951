// Stands in for @storybook/test-runner's own jest setup file in the catalogue run. That file
// imports the whole test-runner (Storybook's node internals, Babel), and Jest evaluates a setup
// file afresh for every test file: one story file cost a second of start-up before its first
// story. The generated tests need only these globals; the runner is loaded if a story has to be
// retried after a navigation. The catalogue uses no preVisit or postVisit hooks.
globalThis.__sbSetupPage = async (page, context) =>
  (await import('@storybook/test-runner')).setupPage(page, context);
globalThis.__sbCollectCoverage = false;
