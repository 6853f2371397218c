/**
 * The legacy bundle's entry (ADR 0046): the polyfills the code needs below the modern line, then the
 * mall's own entry, lowered to ES2017 into one classic script by the legacy build (vite.config.ts).
 */
import './polyfills';
import '../main';
