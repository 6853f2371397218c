/**
 * Public surface of the booth layout contract, for the server, tests and tooling. App code
 * should import the file it needs instead: schema modules build zod objects at load time, which
 * bundlers cannot prove side-effect free, so importing linkToPath through this barrel would
 * drag every schema and zod (~30 KB gz) into a chunk that needs none of them. The JSON Schema
 * export is not re-exported at all (import './json-schema' in tooling).
 */
export * from './block-types';
export * from './blocks/back-top';
export * from './blocks/bottom-bar';
export * from './blocks/bottom-countdown';
export * from './blocks/cart-button';
export { scheduleSchema } from './blocks/define';
export * from './blocks/index';
export * from './blocks/nav-bar';
export * from './blocks/notice-board';
export * from './blocks/pendant';
export * from './blocks/picture';
export * from './blocks/popup';
export * from './blocks/product-rows';
export * from './blocks/swiper';
export * from './codes';
export * from './cross-block';
export * from './issues';
export * from './link';
export * from './link-path';
export * from './migrations/index';
export * from './page';
export * from './primitives';
export * from './schedule';
export * from './url';
export * from './validate';
export * from './version';
