/* global jest */
// The static catalogue proves that the built Storybook renders every story; the plays themselves
// are gated by the Vitest story run, which never retries. A story that fails here once under load
// is tried once more, and its first error is still printed.
jest.retryTimes(1, { logErrorsBeforeRetry: true });
