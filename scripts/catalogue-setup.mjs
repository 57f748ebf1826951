// Stands in for @storybook/test-runner's own jest setup file in the catalogue run. That file
// imports the whole test-runner (Storybook's node internals, Babel), and Jest evaluates a setup
// file afresh for every test file: one story file cost a second of start-up before its first
// story. The generated tests need only these globals; the runner is loaded if a story has to be
// retried after a navigation.
globalThis.__sbSetupPage = async (page, context) =>
  (await import('@storybook/test-runner')).setupPage(page, context);
globalThis.__sbCollectCoverage = false;

// After each story: the preview rendered it without playing it (.storybook/test-runner.ts notes
// any play). A play here means the page left embedded mode, and the run would be playing every
// later story a second time.
globalThis.__sbPostVisit = async (page, { id, hasFailure }) => {
  if (hasFailure) return;
  const played = await page.evaluate(() => globalThis.__cataloguePlayed?.splice(0) ?? []);
  if (played.length > 0) {
    throw new Error(
      `the catalogue played ${played.join(', ')} at ${id}: its page is no longer embedded (${page.url()})`,
    );
  }
};
