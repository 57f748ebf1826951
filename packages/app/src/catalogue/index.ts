// The catalogue's own pages (the front page, the screen map, the design tokens) and the docs
// page of every story file, reached as `@mall/app/catalogue` from `.storybook/`.
export { createCallLog, type CallLog } from './calls.ts';
export { ScreenMap } from './ScreenMap.tsx';
export { screenDocsPage } from './ScreenDocsPage.tsx';
export { StateGlossary } from './StateGlossary.tsx';
export { ColourTokens, RadiusScale, ShadowScale, SpacingScale, TypeScale } from './Tokens.tsx';
