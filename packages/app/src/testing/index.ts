// Story helpers of the app's stories, reached as `@mall/app/testing`: the page-story decorator,
// the states many pages share, the order pages' stories, and small play helpers.
export * from './appStory.tsx';
export * from './pageStates.ts';
export * from './orderStories.ts';
export * from './settled.ts';
export * from './field.ts';
