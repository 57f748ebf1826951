// The catalogue's own pages (the front page, the screen map, the design tokens), reached as
// `@mall/app/catalogue` from `.storybook/`.
export { ScreenMap } from './ScreenMap.tsx';
export { StateGlossary } from './StateGlossary.tsx';
export { ColourTokens, RadiusScale, ShadowScale, SpacingScale, TypeScale } from './Tokens.tsx';
