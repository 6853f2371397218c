/**
 * Which of the two builds runs the page (ADR 0046): the modern module bundle (ES2022, engines
 * from Chrome 94 / iOS 16.4) or the legacy one (ES2017 with polyfills, down to the floor in package.json's
 * browserslist). Each build defines import.meta.env.MALL_BUNDLE; tests and tools without it read undefined.
 */
export type MallBundle = 'modern' | 'legacy';

declare global {
  interface ImportMetaEnv {
    readonly MALL_BUNDLE?: MallBundle;
  }
  interface Window {
    /** Set by the entry that ran; the legacy loader (scripts/legacy-boot.ts) starts only without it. */
    __mallBundle?: MallBundle;
  }
}

export const RUNNING_BUNDLE: MallBundle | undefined = import.meta.env.MALL_BUNDLE;
